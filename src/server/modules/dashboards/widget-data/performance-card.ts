import type { PerformanceCardData } from '../../../../domain/dashboards/components/data/performance-card.js';
import { computeOee } from '../../../../domain/equipment-stops/oee.js';
import { widgetLevel, widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { notFound } from '../../../core/api-error.js';
import { findFrameOeeSettings, frameIsAtUnit } from '../../equipment-stops/oee-settings-lookup.js';
import { oeeSeries } from '../../equipment-stops/oee-series.js';
import type { WidgetDataProvider } from './widget-data-context.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The performance card: a frame's OEE and its three factors over the widget's period (Nakajima 1988; the same
 * figures as the stopping chart's OEE, `equipment-stops/oee-series.ts`), summed over the period's buckets.
 */
export const performanceCardData: WidgetDataProvider = async (ctx, options): Promise<PerformanceCardData> => {
  const idFrame = Number(options.id_frame);
  if (!(await frameIsAtUnit(ctx.db, ctx.unit, idFrame))) throw notFound();
  const period = (options.period ?? 'today') as WidgetPeriod;
  const range = widgetRange(period, ctx.nowMs, ctx.period);
  const settings = await findFrameOeeSettings(ctx.db, ctx.unit, idFrame);
  const row = await ctx.db
    .selectFrom('oee_settings')
    .select(['title', 'availability_title', 'performance_title', 'quality_title'])
    .where('id_elemento', '=', ctx.unit)
    .where('id_frame', '=', idFrame)
    .executeTakeFirst();
  const titles = {
    title: text(row?.title),
    availability: text(row?.availability_title),
    performance: text(row?.performance_title),
    quality: text(row?.quality_title),
  };
  const base = { titles, hasSetting: settings !== null, from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() };
  const buckets = settings ? ((await oeeSeries(ctx.db, { idElemento: ctx.unit, idFrame, ...range, level: widgetLevel(period), now: ctx.nowMs })) ?? []) : [];
  const sum = (pick: (bucket: (typeof buckets)[number]) => number) => buckets.reduce((total, bucket) => total + pick(bucket), 0);
  const plannedProductionTimeMin = sum((bucket) => bucket.plannedProductionTimeMin);
  if (plannedProductionTimeMin <= 0) return { ...base, factors: null };
  const factors = computeOee({
    plannedProductionTimeMin,
    runTimeMin: sum((bucket) => bucket.runTimeMin),
    idealCycleTimeSec: settings?.idealCycleTimeSec ?? 0,
    totalCount: sum((bucket) => bucket.totalCount),
    goodCount: sum((bucket) => bucket.goodCount),
  });
  return { ...base, factors };
};
