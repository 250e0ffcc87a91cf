import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartData } from '../../../../../domain/dashboards/components/data/chart.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { lineChartAllowedFor } from '../../../../../domain/series/line-chart.js';
import { useFormat } from '../../../../format/useFormat.js';
import { seriesColor } from '../../../analysis/series-colors.js';
import { useTimeAxis } from '../../../analysis/useTimeAxis.js';
import type { ComponentRendererProps } from '../component-view.js';
import { NoValue } from '../tag-values/NoValue.js';
import { decimalsOf } from '../tag-values/useReadingText.js';
import { chartRows, seriesKey } from './chart-rows.js';
import { chartReferences } from './chart-references.js';

export interface ChartOptions {
  tags: { id_tag: number; color?: string }[];
  period: WidgetPeriod;
  level: 'raw' | 'hour' | 'day';
  chart_type: 'line' | 'area' | 'bar';
  show_limits: boolean;
  show_goals: boolean;
}

/**
 * Tag trends over the widget's period on the unit's clock: lines, areas or bars, with the tags' specification and
 * action limits and their goals. A line through more stored points than the spec allows (500) is drawn as points.
 */
export function ChartView({ options, data, width, height }: ComponentRendererProps<ChartOptions, ChartData | null>) {
  const theme = useTheme();
  const format = useFormat();
  const translate = useTranslate();
  const series = useMemo(() => data?.series ?? [], [data]);
  const rows = useMemo(() => chartRows(series), [series]);
  const time = useTimeAxis({ from: Date.parse(data?.from ?? '') || 0, to: Date.parse(data?.to ?? '') || 1 }, format.timeZone, format.locale, width);
  if (rows.length === 0) return <NoValue message="dashboards.components.chart.noValues" />;
  const colorOf = (index: number) => options.tags?.[index]?.color ?? seriesColor(index, theme.palette.mode);
  const axis = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const kind = options.chart_type ?? 'line';
  return (
    <ComposedChart width={width} height={height} data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} data-testid="tag-chart">
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      <XAxis dataKey="t" type="number" scale="time" domain={time.domain} ticks={time.ticks} tickFormatter={time.formatTick} tick={axis} stroke={axis.stroke} />
      <YAxis type="number" domain={['auto', 'auto']} tickFormatter={time.formatAxisValue} tick={axis} stroke={axis.stroke} width={56} />
      <Tooltip
        isAnimationActive={false}
        labelFormatter={(t) => time.formatTime(Number(t))}
        formatter={(value, _name, item) => {
          const entry = series[Number(String(item.dataKey).slice(1))];
          return `${format.number(Number(value), { decimals: decimalsOf(entry?.decimals) })}${entry?.unit ? ` ${entry.unit}` : ''}`;
        }}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map((entry, index) => {
        const key = `${entry.id_tag}-${index}`;
        const common = { dataKey: seriesKey(index), name: entry.unit ? `${entry.code} (${entry.unit})` : entry.code, isAnimationActive: false };
        const color = colorOf(index);
        if (kind === 'bar') return <Bar key={key} {...common} fill={color} />;
        if (kind === 'area') return <Area key={key} {...common} type="linear" stroke={color} fill={color} fillOpacity={0.15} connectNulls dot={false} />;
        const pointsOnly = !lineChartAllowedFor({ points: entry.times.length, downsampled: entry.downsampled });
        return (
          <Line
            key={key}
            {...common}
            type="linear"
            stroke={pointsOnly ? 'none' : color}
            strokeWidth={1.5}
            dot={pointsOnly ? { r: 1.5, fill: color, stroke: 'none' } : false}
            activeDot={{ r: 3 }}
            connectNulls
          />
        );
      })}
      {chartReferences({
        series,
        colorOf,
        showLimits: options.show_limits !== false,
        showGoals: options.show_goals !== false,
        limitColors: { spec: theme.palette.error.main, action: theme.palette.warning.main },
        label: (key, code) => translate(key, { code }),
      })}
    </ComposedChart>
  );
}
