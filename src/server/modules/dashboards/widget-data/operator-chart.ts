import type { OperatorChartData } from '../../../../domain/dashboards/components/data/operator-chart.js';
import { operatorBars } from '../../../../domain/dashboards/events/operator-bars.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { countManualEntries } from '../../series/manual-entry-repository.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The values each operator entered by hand at the unit over the widget's period (of the `tags` named, else all),
 * most first: the manual collector records who typed each value with it (`series/manual-entry-table.ts`).
 */
export const operatorChartData: WidgetDataProvider = async (ctx, options): Promise<OperatorChartData> => {
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const tagIds = Array.isArray(options.tags) ? options.tags.map(Number) : undefined;
  const counts = await countManualEntries(ctx.db, { unit: ctx.unit, ...range, tagIds });
  return {
    ...operatorBars(counts, Number(options.max_bars ?? 10)),
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
  };
};
