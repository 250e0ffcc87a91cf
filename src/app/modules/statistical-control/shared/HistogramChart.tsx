import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistogramBin } from '../../../../domain/spc/chart-model.js';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { useFormat } from '../../../format/useFormat.js';

interface HistogramChartProps {
  histogram: readonly HistogramBin[];
  spec: { lsl: number | null; usl: number | null };
  mean?: number | null;
  height?: number;
}

interface BinRow extends HistogramBin {
  mid: number;
}

/** The values' distribution in bins, against the specification limits and the mean (capability at a glance). */
export function HistogramChart({ histogram, spec, mean = null, height = 240 }: HistogramChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const format = useFormat();
  const [ref, width] = useElementWidth();
  const rows = useMemo<BinRow[]>(() => histogram.map((bin) => ({ ...bin, mid: (bin.from + bin.to) / 2 })), [histogram]);
  const number = (value: number) => format.number(value, { maxDecimals: 4 });
  if (!rows.length) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="histogram-empty">
        {translate('spcCharts.histogram.empty')}
      </Typography>
    );
  }
  const edges = [rows[0]!.from, rows[rows.length - 1]!.to, spec.lsl, spec.usl, mean].filter((value): value is number => value !== null);
  const domain: [number, number] = [Math.min(...edges), Math.max(...edges)];
  const tick = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const reference = (key: string, x: number | null, color: string, label: string, dashed: boolean) =>
    x === null ? null : (
      <ReferenceLine
        key={key}
        x={x}
        className={`spc-histogram-${key}`}
        stroke={color}
        strokeDasharray={dashed ? '6 3' : undefined}
        label={{ value: label, position: 'top', fontSize: 10, fill: color }}
      />
    );
  return (
    <Box ref={ref} data-testid="histogram-chart" sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="subtitle2">{translate('spcCharts.histogram.title')}</Typography>
      {width > 0 && (
        <ComposedChart width={width} height={height} data={rows} margin={{ top: 16, right: 16, bottom: 4, left: 4 }} barCategoryGap={1}>
          <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
          <XAxis dataKey="mid" type="number" domain={domain} tickFormatter={number} tick={tick} stroke={tick.stroke} />
          <YAxis allowDecimals={false} tick={tick} stroke={tick.stroke} width={48} />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(_, payload) => {
              const bin = payload?.[0]?.payload as BinRow | undefined;
              return bin ? translate('spcCharts.histogram.bin', { from: number(bin.from), to: number(bin.to) }) : '';
            }}
            formatter={(value) => [format.number(Number(value)), translate('spcCharts.histogram.count')]}
          />
          <Bar dataKey="count" fill={theme.palette.primary.light} stroke={theme.palette.primary.main} isAnimationActive={false} className="spc-histogram-bar" />
          {reference('lsl', spec.lsl, theme.palette.secondary.main, translate('spcCharts.lines.lsl'), true)}
          {reference('usl', spec.usl, theme.palette.secondary.main, translate('spcCharts.lines.usl'), true)}
          {reference('mean', mean, theme.palette.success.main, translate('spcCharts.lines.mean'), false)}
        </ComposedChart>
      )}
    </Box>
  );
}
