import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import type { ChartRefusal } from './chart-refusal.js';

interface ChartStatusProps {
  error: unknown;
  refusal: ChartRefusal | null;
  loading: boolean;
  reload: () => void;
}

/**
 * A refused choice (400): the server's message, with the problems of fields the page does not show (each field's
 * own problem is under its input); another failure with a retry; or the loading bar.
 */
export function ChartStatus({ error, refusal, loading, reload }: ChartStatusProps) {
  const translate = useTranslate();
  if (refusal) {
    return (
      <Alert severity="warning" data-testid="spc-chart-refused">
        {translate(refusal.messageKey, { _: refusal.messageKey })}
        {refusal.others.map((problem) => (
          <div key={problem.field}>{`${problem.field}: ${translate(problem.key, { _: problem.key, ...problem.args })}`}</div>
        ))}
      </Alert>
    );
  }
  if (error) return <ErrorNotice message={error instanceof ApiError ? error.messageKey : 'global.error.messages.fetchError'} onRetry={reload} />;
  return <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} data-testid={loading ? 'spc-chart-loading' : undefined} />;
}
