import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useFormat } from '../../../format/useFormat.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchViolationHistory } from './management-api.js';
import { historyChanges } from './violation-rows.js';

/** A violation's history, oldest first: detected by the job, then each treatment with who, when and what changed. */
export function ViolationHistory({ idViolation }: { idViolation: number }) {
  const translate = useTranslate();
  const format = useFormat();
  const history = useAsyncData(`history-${idViolation}`, () => fetchViolationHistory(idViolation));
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined || value === ''
      ? '—'
      : field === 'status'
        ? translate(`spcManagement.violations.status.${String(value)}`, { _: String(value) })
        : String(value);
  if (history.error)
    return <ErrorNotice message={history.error instanceof ApiError ? history.error.messageKey : 'global.error.messages.fetchError'} onRetry={history.reload} />;
  if (!history.data) return <LinearProgress />;
  if (history.data.length === 0) return <Typography variant="body2">{translate('spcManagement.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid={`violation-history-${idViolation}`}>
      {history.data.map((row) => (
        <li key={row.id_violation_history}>
          <Typography variant="body2">
            <strong>{translate(`spcManagement.history.action.${row.action}`, { _: row.action })}</strong> · {format.instant(row.at, 'dateTimeSeconds')} ·{' '}
            {row.user ? translate('spcManagement.history.by', { user: row.user }) : translate('spcManagement.history.byJob')}
          </Typography>
          {historyChanges(row.changes).map((change) => (
            <Typography key={change.field} variant="caption" color="text.secondary" component="div">
              {translate(`spcManagement.history.fields.${change.field}`, { _: change.field })}: {shown(change.field, change.before)} →{' '}
              {shown(change.field, change.after)}
            </Typography>
          ))}
        </li>
      ))}
    </Box>
  );
}
