import type { ReportData } from '../../../../domain/dashboards/components/data/report.js';
import { summaryRange, type SummaryLevel } from '../../../../domain/dashboards/components/summaries/summary-level.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readLevelSeries } from './summary-series.js';
import { readSummaryTags, tagIdsOf } from './summary-tags.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The report: the tags' consolidated values (their `_H`, `_T`, `_D`, `_S` or `_M` buckets, valued by each tag's
 * aggregation) per bucket of the period, one row per bucket, oldest first; every bucket is kept (a table scrolls).
 */
export const reportData: WidgetDataProvider = async (ctx, options): Promise<ReportData> => {
  const ids = tagIdsOf(options);
  const level = (options.level ?? 'hour') as SummaryLevel;
  const range = summaryRange(level, widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period), ctx.period);
  const tags = await readSummaryTags(ctx, ids);
  const series = await readLevelSeries(ctx, ids, range, level);
  const labels = new Map<string, string>();
  for (const entry of series) for (const point of entry.points) labels.set(point.t, point.label ?? point.t);
  const columns = series.map((entry) => new Map(entry.points.map((point) => [point.t, point.v])));
  const rows = [...labels]
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b))
    .map(([start, label]) => ({ start, label, values: columns.map((values) => values.get(start) ?? null) }));
  return { level, from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString(), columns: tags.map(({ facts }) => facts), rows };
};
