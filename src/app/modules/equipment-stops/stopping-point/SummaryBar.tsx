import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { formatDuration } from '../shared/formatDuration.js';
import type { StopSummary } from './stop-summary.js';

/** The period at a glance: stops, stop time, share stopped and stops still without a motive. */
export function SummaryBar({ summary }: { summary: StopSummary }) {
  const translate = useTranslate();
  const format = useFormat();
  const figures = [
    ['count', format.number(summary.count)],
    ['stopped', formatDuration(summary.stoppedMs)],
    ['share', `${format.number(summary.share * 100, { decimals: 1 })} %`],
    ['withoutMotive', format.number(summary.withoutMotive)],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }} data-testid="stop-summary">
      {figures.map(([name, value]) => (
        <Box key={name} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }} data-testid={`summary-${name}`}>
          <Typography variant="caption" color="text.secondary">
            {translate(`stoppingPoint.summary.${name}`)}
          </Typography>
          <Typography variant="h6" color={name === 'withoutMotive' && summary.withoutMotive > 0 ? 'warning.main' : undefined}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
