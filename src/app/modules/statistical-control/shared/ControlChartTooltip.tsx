import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { ControlChartRow } from './control-chart-rows.js';

interface ControlChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  /** Message keys of the plotted statistic and of the dispersion (spcCharts.statistic.*). */
  statistic: string;
  dispersion: string | null;
}

/** The subgroup under the pointer: time, statistic, size, dispersion, the limits in force and the rules it violates, by name. */
export function ControlChartTooltip({ active, payload, statistic, dispersion }: ControlChartTooltipProps) {
  const translate = useTranslate();
  const format = useFormat();
  const row = payload?.[0]?.payload as ControlChartRow | undefined;
  if (!active || !row) return null;
  const number = (value: number | null) => format.number(value, { maxDecimals: 4 });
  const line = (text: string, key: string, color?: string) => (
    <Typography key={key} variant="caption" component="div" sx={{ color }}>
      {text}
    </Typography>
  );
  return (
    <Paper elevation={3} sx={{ px: 1, py: 0.5, maxWidth: 320 }} data-testid="control-chart-tooltip">
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {format.instant(row.t, 'dateTimeSeconds')}
      </Typography>
      {line(`${translate(`spcCharts.statistic.${statistic}`)} = ${number(row.value)}`, 'value')}
      {line(translate('spcCharts.tooltip.n', { n: format.number(row.n) }), 'n')}
      {dispersion && row.dispersion !== null && line(`${translate(`spcCharts.statistic.${dispersion}`)} = ${number(row.dispersion)}`, 'dispersion')}
      {row.center !== null &&
        line(translate('spcCharts.tooltip.limits', { lcl: number(row.lcl), center: number(row.center), ucl: number(row.ucl) }), 'limits', 'text.secondary')}
      {row.rules.map((rule) => line(`${translate(`spc.rules.short.${rule}`)}: ${translate(`spc.rules.name.${rule}`)}`, `rule-${rule}`, 'error.main'))}
    </Paper>
  );
}
