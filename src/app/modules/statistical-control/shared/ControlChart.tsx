import { useId, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, Tooltip, XAxis, YAxis, type MouseHandlerDataParam } from 'recharts';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { useTimeAxis } from '../../analysis/useTimeAxis.js';
import { useFormat } from '../../../format/useFormat.js';
import type { CardChart, CardChartPoint } from './card-chart-type.js';
import { chartStatistics, controlChartRows, type ControlChartRow } from './control-chart-rows.js';
import { controlChartDot } from './control-chart-dot.js';
import { ControlChartTooltip } from './ControlChartTooltip.js';

export interface ControlChartProps {
  chart: CardChart;
  /** Height of the statistic chart; the dispersion chart below it takes 45 % of it. */
  height?: number;
  /** Smaller, without a legend: the production grid. */
  compact?: boolean;
  /** Points (their `i`) drawn with a ring. */
  highlight?: number[];
  onPointClick?: (point: CardChartPoint) => void;
}

/** Plain dots are drawn up to this many points; beyond, only violated and highlighted ones. */
const plainDotLimit = 120;
const zones = [
  { key: 'zoneAHigh', zone: 'a' },
  { key: 'zoneALow', zone: 'a' },
  { key: 'zoneBHigh', zone: 'b' },
  { key: 'zoneBLow', zone: 'b' },
  { key: 'zoneC', zone: 'c' },
] as const;

function timeRange(rows: readonly ControlChartRow[]) {
  const first = rows[0]?.t ?? 0;
  const last = rows[rows.length - 1]?.t ?? first;
  // One point (or none) still needs a span for its axis.
  return last > first ? { from: first, to: last } : { from: first - 60_000, to: first + 60_000 };
}

/**
 * A Shewhart control chart pair (Montgomery, Introduction to Statistical Quality Control, ch. 6–7): the statistic
 * with its centre line, control limits per revision (per point for p and u of unequal sizes), the zones at 1σ, 2σ
 * and kσ, the specification limits and the violated points; below it the R, S or MR chart of the variable charts.
 */
export function ControlChart({ chart, height, compact = false, highlight, onPointClick }: ControlChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const format = useFormat();
  const syncId = useId();
  const [ref, width] = useElementWidth();
  const rows = useMemo(() => controlChartRows(chart), [chart]);
  const axis = useTimeAxis(timeRange(rows), format.timeZone, format.locale, Math.max(width, 1));
  const { statistic, dispersion } = chartStatistics(chart.chart);
  const statisticHeight = height ?? (compact ? 180 : 320);
  const dispersionHeight = Math.round(statisticHeight * 0.45);
  const colors = {
    value: theme.palette.primary.main,
    center: theme.palette.success.main,
    limit: theme.palette.error.main,
    spec: theme.palette.secondary.main,
    zone: { a: theme.palette.error.light, b: theme.palette.warning.light, c: theme.palette.success.light },
  };
  const highlighted = useMemo(() => new Set(highlight ?? []), [highlight]);
  const dot = useMemo(
    () =>
      controlChartDot(
        { normal: theme.palette.primary.main, violated: theme.palette.error.main, highlight: theme.palette.warning.dark },
        highlighted,
        rows.length <= plainDotLimit,
      ),
    [theme, highlighted, rows.length],
  );
  const yDomain: [number | 'auto', number | 'auto'] = [chart.scale.min ?? 'auto', chart.scale.max ?? 'auto'];
  const scaled = chart.scale.min !== null || chart.scale.max !== null;
  const tick = { stroke: theme.palette.text.secondary, fontSize: compact ? 10 : 11 };
  const margin = { top: 8, right: compact ? 8 : 40, bottom: 4, left: 4 };
  const name = (key: string) => translate(`spcCharts.${key}`);
  const click = onPointClick
    ? (state: MouseHandlerDataParam) => {
        const row = rows[Number(state.activeTooltipIndex)];
        if (row) onPointClick(row);
      }
    : undefined;
  const limitLine = (key: 'ucl' | 'lcl' | 'center', data = key as string) => (
    <Line
      key={data}
      dataKey={data}
      name={name(`lines.${key}`)}
      type="stepAfter"
      stroke={key === 'center' ? colors.center : colors.limit}
      strokeWidth={1.25}
      dot={false}
      activeDot={false}
      isAnimationActive={false}
      connectNulls={false}
      className={`spc-line-${key}`}
      legendType="plainline"
    />
  );
  const specLine = (kind: 'lsl' | 'usl', y: number | null) =>
    y === null ? null : (
      <ReferenceLine
        key={kind}
        y={y}
        className={`spc-spec-${kind}`}
        ifOverflow={scaled ? 'hidden' : 'extendDomain'}
        stroke={colors.spec}
        strokeDasharray="6 3"
        label={{ value: name(`lines.${kind}`), position: kind === 'usl' ? 'insideTopRight' : 'insideBottomRight', fontSize: 10, fill: colors.spec }}
      />
    );
  const xAxis = (
    <XAxis
      dataKey="t"
      type="number"
      domain={axis.domain}
      ticks={axis.ticks}
      tickFormatter={axis.formatTick}
      allowDataOverflow
      tick={tick}
      stroke={tick.stroke}
    />
  );
  const yTick = (value: number) => format.number(value, { maxDecimals: 4 });
  return (
    <Box ref={ref} data-testid="control-chart" data-chart={chart.chart} sx={{ width: '100%', minWidth: 0 }}>
      {width > 0 && (
        <>
          <ComposedChart
            width={width}
            height={statisticHeight}
            data={rows}
            syncId={syncId}
            margin={margin}
            onClick={click}
            style={onPointClick ? { cursor: 'pointer' } : undefined}
            className="spc-statistic-chart"
          >
            <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
            {zones.map(({ key, zone }) => (
              <Area
                key={key}
                dataKey={key}
                type="stepAfter"
                stroke="none"
                fill={colors.zone[zone]}
                fillOpacity={zone === 'a' ? 0.22 : zone === 'b' ? 0.16 : 0.12}
                className={`spc-zone spc-zone-${zone}`}
                legendType="none"
                isAnimationActive={false}
                activeDot={false}
                connectNulls={false}
              />
            ))}
            {xAxis}
            <YAxis type="number" domain={yDomain} allowDataOverflow={scaled} tickFormatter={yTick} tick={tick} stroke={tick.stroke} width={compact ? 48 : 64} />
            <Tooltip isAnimationActive={false} content={(props) => <ControlChartTooltip {...props} statistic={statistic} dispersion={dispersion} />} />
            {!compact && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {limitLine('ucl')}
            {limitLine('center')}
            {limitLine('lcl')}
            {specLine('lsl', chart.spec.lsl)}
            {specLine('usl', chart.spec.usl)}
            <Line
              dataKey="value"
              name={name(`statistic.${statistic}`)}
              type="linear"
              stroke={colors.value}
              strokeWidth={1.5}
              dot={dot}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
              className="spc-line-value"
            />
          </ComposedChart>
          {dispersion && (
            <Box data-testid="dispersion-chart">
              {!compact && (
                <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
                  {name(`dispersionTitle.${dispersion}`)}
                </Typography>
              )}
              <ComposedChart width={width} height={dispersionHeight} data={rows} syncId={syncId} margin={margin} className="spc-dispersion-chart">
                <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
                {xAxis}
                <YAxis type="number" domain={[0, 'auto']} tickFormatter={yTick} tick={tick} stroke={tick.stroke} width={compact ? 48 : 64} />
                <Tooltip isAnimationActive={false} content={(props) => <ControlChartTooltip {...props} statistic={statistic} dispersion={dispersion} />} />
                {limitLine('ucl', 'dispersionUcl')}
                {limitLine('center', 'dispersionCenter')}
                {limitLine('lcl', 'dispersionLcl')}
                <Line
                  dataKey="dispersion"
                  name={name(`statistic.${dispersion}`)}
                  type="linear"
                  stroke={colors.value}
                  strokeWidth={1.25}
                  dot={rows.length <= plainDotLimit ? { r: 2 } : false}
                  activeDot={{ r: 3 }}
                  isAnimationActive={false}
                  connectNulls
                  className="spc-line-dispersion"
                />
              </ComposedChart>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
