import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { OeeBucket } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { OEE_FACTORS, type OeeFactor } from './useOeeTitles.js';

interface OeeSeriesChartProps {
  buckets: readonly OeeBucket[];
  titleOf: Record<OeeFactor, string>;
  width: number;
  height?: number;
}

/** OEE and its factors per bucket (hour, shift, day, week or month), in percent; gaps where a bucket has none. */
export function OeeSeriesChart({ buckets, titleOf, width, height = 300 }: OeeSeriesChartProps) {
  const theme = useTheme();
  const { number } = useFormat();
  const colors = {
    oee: theme.palette.primary.main,
    availability: theme.palette.success.main,
    performance: theme.palette.warning.main,
    quality: theme.palette.info.main,
  };
  const rows = buckets.map((bucket) => ({
    label: bucket.label,
    ...Object.fromEntries(OEE_FACTORS.map((factor) => [factor, bucket[factor] === null ? null : bucket[factor] * 100])),
  }));
  const axis = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const percent = (value: unknown) => (typeof value === 'number' ? `${number(value, { decimals: 1 })} %` : '—');
  return (
    <LineChart width={width} height={height} data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }} data-testid="oee-series-chart">
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={axis} stroke={axis.stroke} />
      <YAxis tick={axis} stroke={axis.stroke} domain={[0, (max: number) => Math.max(100, Math.ceil(max / 10) * 10)]} tickFormatter={percent} width={56} />
      <Tooltip isAnimationActive={false} formatter={percent} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {OEE_FACTORS.map((factor) => (
        <Line
          key={factor}
          dataKey={factor}
          name={titleOf[factor]}
          stroke={colors[factor]}
          strokeWidth={factor === 'oee' ? 3 : 1.5}
          dot={buckets.length < 60}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
