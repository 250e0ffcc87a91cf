import type { GoalBucket, GoalManagementData } from '../../../../domain/dashboards/components/data/goal-management.js';
import { goalOutcome } from '../../../../domain/dashboards/components/summaries/goal-outcome.js';
import { goalTarget } from '../../../../domain/dashboards/components/summaries/goal-target.js';
import { bucketSpan, summaryRange, type SummaryLevel } from '../../../../domain/dashboards/components/summaries/summary-level.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readLevelSeries, readWidgetGoals } from './summary-series.js';
import { readSummaryTags, tagIdsOf } from './summary-tags.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** Room for the tag column, then a column per bucket: the frame shows the latest buckets that fit. */
const TAG_COLUMN_PX = 140;
const BUCKET_COLUMN_PX = 72;

/**
 * Goal management: each tag's consolidated value per bucket of `level` over the period against the goal of that
 * bucket (`goalTarget`: a fixed goal as it is, a proportional one prorated to the part of the bucket gone by), with
 * its attainment and status against the dashboard's goal tolerance (`goalOutcome`).
 */
export const goalManagementData: WidgetDataProvider = async (ctx, options): Promise<GoalManagementData> => {
  const ids = tagIdsOf(options);
  const level = (options.level ?? 'day') as SummaryLevel;
  const range = summaryRange(level, widgetRange((options.period ?? 'last7d') as WidgetPeriod, ctx.nowMs, ctx.period), ctx.period);
  const tags = await readSummaryTags(ctx, ids);
  const series = await readLevelSeries(ctx, ids, range, level);
  const goals = await readWidgetGoals(ctx, ids, range);
  const starts = new Map<string, string>();
  for (const entry of series) for (const point of entry.points) starts.set(point.t, point.label ?? point.t);
  const all = [...starts].sort(([a], [b]) => Date.parse(a) - Date.parse(b));
  const fit = Math.max(1, Math.floor((ctx.widthPx - TAG_COLUMN_PX) / BUCKET_COLUMN_PX));
  const shown = all.slice(-fit).map(([start, label]) => ({ start, label }));
  const timezone = ctx.period.timezone;
  return {
    level,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    tolerance: ctx.goalTolerance,
    buckets: shown,
    hiddenBuckets: all.length - shown.length,
    tags: tags.map(({ facts }, i) => {
      const values = new Map(series[i]!.points.map((point) => [point.t, point.v]));
      const cells = shown.map(({ start, label }): GoalBucket => {
        const span = bucketSpan(level, Date.parse(start), ctx.period);
        const goal = goalTarget(goals.get(facts.id_tag) ?? [], { from: span.from, to: Math.min(span.to, ctx.nowMs) }, timezone);
        const actual = values.get(start) ?? null;
        return { start, label, actual, goal, ...goalOutcome(actual, goal, facts.direction, ctx.goalTolerance) };
      });
      return { ...facts, buckets: cells };
    }),
  };
};
