import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ParetoData } from '../../../../../domain/dashboards/components/data/pareto.js';
import type { ParetoMeasure } from '../../../../../domain/dashboards/events/pareto-bars.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { useFormat } from '../../../../format/useFormat.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { paretoPoints } from './pareto-chart-model.js';
import { ParetoTip } from './ParetoTip.js';

export interface ParetoOptions {
  id_frame: number;
  period: WidgetPeriod;
  measure: ParetoMeasure;
  max_bars: number;
}

const shortLabel = (label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label);

/** An event's stops per motive, biggest first, with the cumulative share on a % axis (Juran's Pareto diagram). */
export function ParetoWidget({ data, width, height }: ComponentRendererProps<ParetoOptions, ParetoData>) {
  const theme = useTheme();
  const translate = useTranslate();
  const { number } = useFormat();
  if (!data.bars.length) return <ComponentMessage messageKey="dashboards.components.pareto.empty" testId="pareto-widget-empty" />;
  const { axis, points } = paretoPoints(data, {
    noMotive: translate('dashboards.components.noMotive'),
    others: (motives) => translate('dashboards.components.pareto.othersMotives', { smart_count: motives }),
    fallbackColor: theme.palette.primary.main,
  });
  const tick = { fill: theme.palette.text.secondary, fontSize: 10 };
  return (
    <ComposedChart width={width} height={height} data={points} margin={{ top: 8, right: 4, bottom: 4, left: 4 }} data-testid="pareto-widget">
      <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={tick} interval={0} angle={-25} textAnchor="end" height={44} tickFormatter={shortLabel} />
      <YAxis
        yAxisId="value"
        tick={tick}
        width={44}
        allowDecimals={axis !== 'count'}
        tickFormatter={(value: number) => number(value, { maxDecimals: 1 })}
        label={{ value: translate(`dashboards.components.pareto.axis.${axis}`), angle: -90, position: 'insideLeft', fontSize: 10, fill: tick.fill }}
      />
      <YAxis yAxisId="share" orientation="right" domain={[0, 100]} width={40} tick={tick} tickFormatter={(value: number) => `${number(value)} %`} />
      <Tooltip isAnimationActive={false} content={(props) => <ParetoTip {...props} />} />
      <Bar yAxisId="value" dataKey="value" isAnimationActive={false}>
        {points.map((point) => (
          <Cell key={point.id} fill={point.color} data-testid={`pareto-widget-bar-${point.id}`} />
        ))}
      </Bar>
      <Line
        yAxisId="share"
        dataKey="cumulativePercent"
        name={translate('dashboards.components.pareto.cumulative')}
        stroke={theme.palette.text.primary}
        strokeWidth={2}
        dot={{ r: 2 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
