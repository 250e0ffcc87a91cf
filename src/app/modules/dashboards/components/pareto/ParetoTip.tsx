import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../format/useFormat.js';
import { useDurationText } from '../event-shared/useDurationText.js';
import type { ParetoPoint } from './pareto-chart-model.js';

interface ParetoTipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

/** The bar under the pointer: its stop time, its stops and the cumulative share. */
export function ParetoTip({ active, payload }: ParetoTipProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const duration = useDurationText();
  const point = payload?.[0]?.payload as ParetoPoint | undefined;
  if (!active || !point) return null;
  return (
    <Paper sx={{ p: 1 }} elevation={3} data-testid="pareto-widget-tip">
      <Typography variant="subtitle2">{point.label}</Typography>
      <Typography variant="body2">{translate('dashboards.components.pareto.stopped', { duration: duration(point.durationMs) })}</Typography>
      <Typography variant="body2">{translate('dashboards.components.pareto.stops', { smart_count: point.count })}</Typography>
      <Typography variant="body2">{translate('dashboards.components.pareto.share', { value: number(point.cumulativePercent, { decimals: 1 }) })}</Typography>
    </Paper>
  );
}
