import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { DurationUnit, ParetoBar } from './pareto-model.js';

interface ParetoTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  unit: DurationUnit;
}

/** The bar under the pointer: its stop time, how many stops and the cumulative share. */
export function ParetoTooltip({ active, payload, unit }: ParetoTooltipProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const bar = payload?.[0]?.payload as ParetoBar | undefined;
  if (!active || !bar) return null;
  return (
    <Paper sx={{ p: 1 }} elevation={3}>
      <Typography variant="subtitle2" sx={{ color: bar.color }}>
        {bar.label}
      </Typography>
      <Typography variant="body2">
        {translate('stopCharts.durationIn', { value: number(bar.value, { decimals: 1 }), unit: translate(`stopCharts.unit.${unit}`) })}
      </Typography>
      <Typography variant="body2">{translate('stopCharts.stopCount', { smart_count: bar.count, n: number(bar.count) })}</Typography>
      <Typography variant="body2">{translate('stopCharts.cumulativeValue', { value: number(bar.cumulativePercent, { decimals: 1 }) })}</Typography>
    </Paper>
  );
}
