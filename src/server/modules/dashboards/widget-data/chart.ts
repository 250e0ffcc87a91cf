import type { ChartData } from '../../../../domain/dashboards/components/data/chart.js';
import { goalSegments } from '../../../../domain/dashboards/tag-values/goal-targets.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { DAY_MS, HOUR_MS } from '../../../../domain/consolidation/local-time.js';
import { ApiError, notFound } from '../../../core/api-error.js';
import { MAX_POINTS, MIN_POINTS } from '../../series/read-params.js';
import { readSeriesColumns } from '../../series/read-series.js';
import { readTagLabels } from './tag-labels.js';
import type { WidgetDataProvider } from './widget-data-context.js';

const levels = { raw: { level: 'raw', bucketMs: null }, hour: { level: 'H', bucketMs: HOUR_MS }, day: { level: 'D', bucketMs: DAY_MS } } as const;

/** A tag that keeps no rollup of the asked level: the widget's error names it (`series.errors.levelNotConsolidated`). */
function withArgs(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== 'LEVEL_NOT_CONSOLIDATED') return error;
  return new ApiError(error.statusCode, error.code, error.message, undefined, error.fields?.level?.args);
}

/**
 * The chart: each tag's values over the widget's period, stored or by hour or day, reduced on the server to about
 * one point per pixel of the frame with M4 (Jugel et al., "M4: A Visualization-Oriented Time Series Data
 * Aggregation", PVLDB 7(10), 2014: per pixel column the first, minimum, maximum and last point, so the drawn line
 * is the one all the points would draw), with the tags' limits and their goals' targets.
 */
export const chartData: WidgetDataProvider = async (ctx, options): Promise<ChartData> => {
  const tags = ctx.catalog.get('tags');
  if (!tags) throw notFound();
  const ids = (options.tags as { id_tag: number }[]).map((entry) => entry.id_tag);
  const { level, bucketMs } = levels[(options.level as keyof typeof levels) ?? 'raw'];
  const range = widgetRange((options.period ?? 'last24h') as WidgetPeriod, ctx.nowMs, ctx.period);
  const points = Math.min(MAX_POINTS, Math.max(MIN_POINTS, Math.round(ctx.widthPx)));
  const labels = await readTagLabels(ctx, ids);
  const series = await readSeriesColumns(
    ctx.db,
    { tags, goals: ctx.catalog.get('tag-goals') },
    ctx.plant,
    { tagIds: ids, ...range, level, points },
    ctx.reads,
  ).catch((error: unknown) => Promise.reject(withArgs(error)));
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    series: series.map((entry) => ({
      ...labels.get(entry.id_tag)!,
      times: entry.times,
      values: entry.values,
      downsampled: entry.downsampled,
      limits: entry.limits,
      goals: goalSegments(entry.goals, range, ctx.period.timezone, bucketMs),
    })),
  };
};
