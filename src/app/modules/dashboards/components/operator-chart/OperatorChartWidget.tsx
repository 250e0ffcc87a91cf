import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { OperatorChartData } from '../../../../../domain/dashboards/components/data/operator-chart.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { useFormat } from '../../../../format/useFormat.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';

export interface OperatorChartOptions {
  period: WidgetPeriod;
  tags?: number[];
  max_bars: number;
}

const OTHERS_HEIGHT = 20;

/** Values entered by hand per operator over the period, one horizontal bar each, most first. */
export function OperatorChartWidget({ data, width, height }: ComponentRendererProps<OperatorChartOptions, OperatorChartData>) {
  const theme = useTheme();
  const translate = useTranslate();
  const { number } = useFormat();
  if (!data.bars.length) return <ComponentMessage messageKey="dashboards.components.operatorChart.empty" testId="operator-chart-empty" />;
  const points = data.bars.map((bar) => ({ ...bar, label: bar.name ?? translate('dashboards.components.unknownUser', { id: bar.id_user }) }));
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  const chartHeight = Math.max(40, height - (data.others ? OTHERS_HEIGHT : 0));
  return (
    <Stack data-testid="operator-chart-widget">
      <BarChart layout="vertical" width={width} height={chartHeight} data={points} margin={{ top: 4, right: 36, bottom: 4, left: 4 }}>
        <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={(value: number) => number(value)} />
        <YAxis type="category" dataKey="label" width={Math.min(140, Math.round(width * 0.35))} tick={tick} interval={0} />
        <Tooltip isAnimationActive={false} formatter={(value) => [number(Number(value)), translate('dashboards.components.operatorChart.values')]} />
        <Bar dataKey="count" fill={theme.palette.primary.main} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" fontSize={11} fill={theme.palette.text.primary} formatter={(value: unknown) => number(Number(value))} />
        </Bar>
      </BarChart>
      {data.others && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }} data-testid="operator-chart-others">
          {translate('dashboards.components.operatorChart.others', { smart_count: data.others.operators, values: number(data.others.count) })}
        </Typography>
      )}
    </Stack>
  );
}
