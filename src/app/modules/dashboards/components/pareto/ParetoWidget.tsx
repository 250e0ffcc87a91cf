import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ParetoData } from '../../../../../domain/dashboards/components/data/pareto.js';
import type { ParetoMeasure } from '../../../../../domain/dashboards/events/pareto-bars.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { ParetoChart } from '../../../equipment-stops/stopping-chart/ParetoChart.js';
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

/** An event's stops per motive, biggest first, with the cumulative share on a % axis (Juran's Pareto diagram). */
export function ParetoWidget({ data, width, height }: ComponentRendererProps<ParetoOptions, ParetoData>) {
  const theme = useTheme();
  const translate = useTranslate();
  if (!data.bars.length) return <ComponentMessage messageKey="dashboards.components.pareto.empty" testId="pareto-widget-empty" />;
  const { axis, points } = paretoPoints(data, {
    noMotive: translate('dashboards.components.noMotive'),
    others: (motives) => translate('dashboards.components.pareto.othersMotives', { smart_count: motives }),
    fallbackColor: theme.palette.primary.main,
  });
  return (
    <ParetoChart
      compact
      bars={points}
      width={width}
      height={height}
      valueAxisLabel={translate(`dashboards.components.pareto.axis.${axis}`)}
      allowDecimals={axis !== 'count'}
      cumulativeName={translate('dashboards.components.pareto.cumulative')}
      tooltip={(props) => <ParetoTip {...props} />}
      testId="pareto-widget"
      barTestId={(point) => `pareto-widget-bar-${point.id}`}
    />
  );
}
