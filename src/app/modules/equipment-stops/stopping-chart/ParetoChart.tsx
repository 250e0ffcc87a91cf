import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../format/useFormat.js';
import { TopAxisTitle } from './TopAxisTitle.js';

/** What a Pareto bar needs to be drawn: the stopping chart's bar, or a dashboard widget's. */
export interface ParetoChartPoint {
  id: string;
  label: string;
  color: string;
  value: number;
  cumulativePercent: number;
}

interface ParetoChartProps<P extends ParetoChartPoint> {
  bars: readonly P[];
  width: number;
  height?: number;
  /** The value axis's title (hours, minutes or stops). */
  valueAxisLabel: string;
  valueName?: string;
  cumulativeName: string;
  /** The bar under the pointer, drawn by the caller (recharts passes `active` and `payload`). */
  tooltip: (props: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => ReactNode;
  onSelect?: (bar: P) => void;
  /** A dashboard widget's small frame: smaller text, short labels, whole numbers when the axis counts. */
  compact?: boolean;
  allowDecimals?: boolean;
  testId?: string;
  barTestId?: (bar: P) => string;
}

const shortLabel = (label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label);

/** Bars biggest first, each in its colour, with the cumulative share on the right axis (Juran's Pareto diagram). */
export function ParetoChart<P extends ParetoChartPoint>(props: ParetoChartProps<P>) {
  const { bars, width, height = 360, onSelect, compact = false, testId = 'pareto-chart', barTestId = (bar) => `pareto-bar-${bar.id}` } = props;
  const theme = useTheme();
  const { number } = useFormat();
  const axis = { stroke: theme.palette.text.secondary, fontSize: compact ? 10 : 11 };
  const tick = { fill: axis.stroke, fontSize: axis.fontSize };
  const select = (data: unknown) => {
    const bar = (data as { payload?: P } | undefined)?.payload;
    if (bar) onSelect?.(bar);
  };
  // Compact: room above the plot for the value axis's title (TopAxisTitle).
  const margin = compact ? { top: 20, right: 4, bottom: 4, left: 4 } : { top: 8, right: 8, bottom: 40, left: 8 };
  return (
    <ComposedChart width={width} height={height} data={bars as P[]} margin={margin} data-testid={testId}>
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      <XAxis
        dataKey="label"
        tick={tick}
        stroke={axis.stroke}
        interval={0}
        angle={compact ? -25 : -30}
        textAnchor="end"
        height={compact ? 44 : 60}
        tickFormatter={compact ? shortLabel : undefined}
      />
      <YAxis
        yAxisId="value"
        tick={tick}
        stroke={axis.stroke}
        width={compact ? 44 : undefined}
        allowDecimals={props.allowDecimals ?? true}
        tickFormatter={(value: number) => number(value, { maxDecimals: 1 })}
        label={
          compact ? (
            <TopAxisTitle text={props.valueAxisLabel} fontSize={axis.fontSize} fill={axis.stroke} />
          ) : (
            { value: props.valueAxisLabel, angle: -90, position: 'insideLeft', fontSize: axis.fontSize, fill: axis.stroke }
          )
        }
      />
      <YAxis
        yAxisId="share"
        orientation="right"
        domain={[0, 100]}
        width={compact ? 40 : undefined}
        tick={tick}
        stroke={axis.stroke}
        tickFormatter={(value: number) => `${number(value)} %`}
      />
      <Tooltip isAnimationActive={false} content={props.tooltip} />
      <Bar
        yAxisId="value"
        dataKey="value"
        name={props.valueName}
        isAnimationActive={false}
        onClick={onSelect ? select : undefined}
        cursor={onSelect ? 'pointer' : undefined}
      >
        {bars.map((bar) => (
          <Cell key={bar.id} fill={bar.color} data-testid={barTestId(bar)} />
        ))}
      </Bar>
      <Line
        yAxisId="share"
        dataKey="cumulativePercent"
        name={props.cumulativeName}
        stroke={theme.palette.text.primary}
        strokeWidth={2}
        dot={{ r: compact ? 2 : 3 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
