import { Paper, Typography } from '@mui/material';
import { formatValue } from './value-format.js';

export interface TooltipSeries {
  key: string;
  name: string;
  color: string;
  decimals: number;
  /** The row keys of this series' goal value and goal band, when it has goals. */
  goalKey?: string;
  bandKey?: string;
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  label?: unknown;
  series: readonly TooltipSeries[];
  locale: string;
  formatTime: (t: number) => string;
  goalLabel: (name: string) => string;
}

/** The instant and each series' value (with its tag's decimals) and goal under the pointer. */
export function ChartTooltip({ active, payload, label, series, locale, formatTime, goalLabel }: ChartTooltipProps) {
  if (!active || !payload?.length || typeof label !== 'number') return null;
  const row = payload[0]?.payload as Record<string, unknown> | undefined;
  if (!row) return null;
  const lines = series.flatMap((item) => {
    const value = row[item.key];
    const goal = item.goalKey ? row[item.goalKey] : undefined;
    const band = item.bandKey ? row[item.bandKey] : undefined;
    const out: { text: string; color: string }[] = [];
    if (typeof value === 'number') out.push({ text: `${item.name}: ${formatValue(value, item.decimals, locale)}`, color: item.color });
    if (typeof goal === 'number') out.push({ text: `${goalLabel(item.name)}: ${formatValue(goal, item.decimals, locale)}`, color: item.color });
    if (Array.isArray(band)) {
      const [lower, upper] = band as number[];
      out.push({
        text: `${goalLabel(item.name)}: ${formatValue(lower, item.decimals, locale)} – ${formatValue(upper, item.decimals, locale)}`,
        color: item.color,
      });
    }
    return out;
  });
  return (
    <Paper elevation={3} sx={{ px: 1, py: 0.5 }}>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {formatTime(label)}
      </Typography>
      {lines.map((line) => (
        <Typography key={line.text} variant="caption" component="div" sx={{ color: line.color }}>
          {line.text}
        </Typography>
      ))}
    </Paper>
  );
}
