import type { ParetoData } from '../../../../domain/dashboards/components/data/pareto.js';
import { paretoBars, type ParetoMeasure } from '../../../../domain/dashboards/events/pareto-bars.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { sumStopsBy } from '../../equipment-stops/pareto-repository.js';
import { framesOfUnit } from './frame-of-unit.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The pareto of an event's stops per motive over the widget's period (Juran; `paretoBars`): the same sums as the
 * stopping chart's pareto (`EM/queries/pareto`: clipped to the period, open stops up to now, annulled ones left
 * out), ranked by stop time or by number of stops, the motives past `max_bars − 1` summed as "Others".
 */
export const paretoData: WidgetDataProvider = async (ctx, options): Promise<ParetoData> => {
  const [frame] = await framesOfUnit(ctx.db, ctx.unit, [Number(options.id_frame)]);
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const measure = (options.measure ?? 'duration') as ParetoMeasure;
  const filter = { idElemento: ctx.unit, idFrame: frame!.id_frame, ...range, openEnd: Math.min(ctx.nowMs, range.to) };
  const sums = await sumStopsBy(ctx.db, ctx.dialect, filter, 'motive');
  const { bars, total } = paretoBars(sums, measure, Number(options.max_bars ?? 10));
  return {
    measure,
    bars,
    total,
    totalMs: sums.reduce((sum, row) => sum + row.durationMs, 0),
    totalCount: sums.reduce((sum, row) => sum + row.count, 0),
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
  };
};
