import { useTheme } from '@mui/material/styles';
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { DurationUnit, ParetoBar } from './pareto-model.js';
import { ParetoTooltip } from './ParetoTooltip.js';

interface ParetoChartProps {
  bars: readonly ParetoBar[];
  unit: DurationUnit;
  width: number;
  onSelect: (bar: ParetoBar) => void;
  height?: number;
}

/** Stop time per motive or group, biggest first, each bar in its colour, with the cumulative share on the right axis. */
export function ParetoChart({ bars, unit, width, onSelect, height = 360 }: ParetoChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const { number } = useFormat();
  const axis = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const select = (data: unknown) => {
    const bar = (data as { payload?: ParetoBar } | undefined)?.payload;
    if (bar) onSelect(bar);
  };
  return (
    <ComposedChart width={width} height={height} data={bars as ParetoBar[]} margin={{ top: 8, right: 8, bottom: 40, left: 8 }} data-testid="pareto-chart">
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={axis} stroke={axis.stroke} interval={0} angle={-30} textAnchor="end" height={60} />
      <YAxis
        yAxisId="time"
        tick={axis}
        stroke={axis.stroke}
        tickFormatter={(value: number) => number(value, { maxDecimals: 1 })}
        label={{ value: translate(`stopCharts.unit.${unit}`), angle: -90, position: 'insideLeft', fontSize: 11, fill: axis.stroke }}
      />
      <YAxis yAxisId="share" orientation="right" domain={[0, 100]} tick={axis} stroke={axis.stroke} tickFormatter={(value: number) => `${number(value)} %`} />
      <Tooltip isAnimationActive={false} content={(props) => <ParetoTooltip {...props} unit={unit} />} />
      <Bar yAxisId="time" dataKey="value" name={translate('stopCharts.duration')} isAnimationActive={false} onClick={select} cursor="pointer">
        {bars.map((bar) => (
          <Cell key={bar.id} fill={bar.color} data-testid={`pareto-bar-${bar.id}`} />
        ))}
      </Bar>
      <Line
        yAxisId="share"
        dataKey="cumulativePercent"
        name={translate('stopCharts.cumulative')}
        stroke={theme.palette.text.primary}
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
