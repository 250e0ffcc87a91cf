import { memo, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip, type TooltipSeries } from './chart-tooltip.js';
import { DotsShape } from './dots-shape.js';
import type { SeriesLimits } from './series-types.js';

export type ChartMode = 'line' | 'dots';

export interface TrendSeries extends TooltipSeries {
  /** Period B of a comparison is drawn dashed. */
  dashed?: boolean;
}

export interface TagLimits {
  code: string;
  limits: SeriesLimits;
}

interface TrendChartProps {
  rows: readonly Record<string, unknown>[];
  series: readonly TrendSeries[];
  limits?: readonly TagLimits[];
  mode: ChartMode;
  domain: [number, number];
  ticks: number[];
  formatTick: (t: number) => string;
  formatTime: (t: number) => string;
  formatAxisValue: (value: number) => string;
  limitLabel: (kind: keyof SeriesLimits, code: string) => string;
  goalLabel: (name: string) => string;
  locale: string;
  width: number;
  height?: number;
  /** A fixed value axis (charts side by side); default: fitted to the values and limits. */
  valueDomain?: [number, number];
  /** More layers drawn behind the lines (e.g. the stops of the event analysis as ReferenceAreas). */
  children?: ReactNode;
}

const limitKinds = ['spec_low', 'spec_high', 'action_low', 'action_high'] as const;

/** One line (or dots) per series over time, with the tags' specification and action limits and their goals. */
function TrendChartView({
  rows,
  series,
  limits = [],
  mode,
  domain,
  ticks,
  formatTick,
  formatTime,
  formatAxisValue,
  limitLabel,
  goalLabel,
  locale,
  width,
  height = 380,
  valueDomain,
  children,
}: TrendChartProps) {
  const theme = useTheme();
  const axis = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const limitColor = { spec: theme.palette.error.main, action: theme.palette.warning.main };
  return (
    <ComposedChart width={width} height={height} data={rows as Record<string, unknown>[]} margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      {children}
      <XAxis dataKey="t" type="number" domain={domain} ticks={ticks} tickFormatter={formatTick} allowDataOverflow tick={axis} stroke={axis.stroke} />
      <YAxis type="number" domain={valueDomain ?? ['auto', 'auto']} tickFormatter={formatAxisValue} tick={axis} stroke={axis.stroke} width={64} />
      <Tooltip
        isAnimationActive={false}
        content={(props) => <ChartTooltip {...props} series={series} locale={locale} formatTime={formatTime} goalLabel={goalLabel} />}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.flatMap((item) => [
        item.bandKey && (
          <Area
            key={`band-${item.key}`}
            dataKey={item.bandKey}
            type="stepAfter"
            stroke="none"
            fill={item.color}
            fillOpacity={0.12}
            legendType="none"
            isAnimationActive={false}
            connectNulls={false}
            activeDot={false}
          />
        ),
        item.goalKey && (
          <Line
            key={`goal-${item.key}`}
            dataKey={item.goalKey}
            name={goalLabel(item.name)}
            type="stepAfter"
            stroke={item.color}
            strokeDasharray="8 4"
            strokeOpacity={0.8}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
            legendType="plainline"
          />
        ),
        <Line
          key={item.key}
          dataKey={item.key}
          name={item.name}
          type="linear"
          stroke={item.color}
          strokeWidth={1.5}
          strokeDasharray={item.dashed ? '5 3' : undefined}
          dot={false}
          activeDot={{ r: 3 }}
          connectNulls
          isAnimationActive={false}
          shape={mode === 'dots' ? DotsShape : undefined}
        />,
      ])}
      {limits.flatMap(({ code, limits: values }) =>
        limitKinds.map((kind) => {
          const y = values[kind];
          if (typeof y !== 'number' || !Number.isFinite(y)) return null;
          const spec = kind.startsWith('spec');
          return (
            <ReferenceLine
              key={`${code}-${kind}`}
              y={y}
              ifOverflow="extendDomain"
              stroke={spec ? limitColor.spec : limitColor.action}
              strokeOpacity={spec ? 0.9 : 0.55}
              strokeDasharray={spec ? '6 3' : '2 4'}
              label={{
                value: limitLabel(kind, code),
                position: kind.endsWith('high') ? 'insideTopRight' : 'insideBottomRight',
                fontSize: 10,
                fill: spec ? limitColor.spec : limitColor.action,
              }}
            />
          );
        }),
      )}
    </ComposedChart>
  );
}

export const TrendChart = memo(TrendChartView);
