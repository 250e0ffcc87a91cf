import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import type { SeriesState } from './useSeries.js';

interface SeriesStatusProps {
  state: SeriesState;
  /** What to ask the user for while nothing can be queried (no tag, a bad period); null when ready. */
  missing: string | null;
  /** Whether the answer holds no value at all. */
  empty: boolean;
  children: ReactNode;
}

/** The query's states around its result: what is missing, loading, the API's error, or no values. */
export function SeriesStatus({ state, missing, empty, children }: SeriesStatusProps) {
  const translate = useTranslate();
  const hint = (text: string, testId: string) => (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid={testId}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
  if (missing) return hint(missing, 'analysis-missing');
  if (state.error) return <ErrorNotice message={state.error} onRetry={state.reload} />;
  if (!state.data) return <LinearProgress data-testid="analysis-loading" />;
  return (
    <>
      <LinearProgress sx={{ visibility: state.loading ? 'visible' : 'hidden' }} />
      {empty ? hint(translate('analysis.notices.noData'), 'analysis-empty') : children}
    </>
  );
}
