import type { DeviationManagementData } from '../../../../domain/dashboards/components/data/deviation-management.js';
import { deviationOrder } from '../../../../domain/dashboards/components/summaries/deviation-order.js';
import { goalOutcome } from '../../../../domain/dashboards/components/summaries/goal-outcome.js';
import { goalTarget } from '../../../../domain/dashboards/components/summaries/goal-target.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { periodValues } from './period-values.js';
import { readWidgetGoals } from './summary-series.js';
import { readSummaryTags, tagIdsOf } from './summary-tags.js';
import type { WidgetDataProvider } from './widget-data-context.js';

type Row = DeviationManagementData['tags'][number];

/**
 * Deviation management: each tag's value over the period as its aggregation says (`periodValues`) against the goal
 * of the period so far (`goalTarget`), its deviation absolute and in percent and its status (`goalOutcome`), the
 * furthest from goal first.
 */
export const deviationManagementData: WidgetDataProvider = async (ctx, options): Promise<DeviationManagementData> => {
  const ids = tagIdsOf(options);
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const tags = await readSummaryTags(ctx, ids);
  const values = await periodValues(ctx, tags, range);
  const goals = await readWidgetGoals(ctx, ids, range);
  const elapsed = { from: range.from, to: Math.min(range.to, ctx.nowMs) };
  const rows = tags.map(({ facts }, i): Row => {
    const actual = values[i] ?? null;
    const goal = goalTarget(goals.get(facts.id_tag) ?? [], elapsed, ctx.period.timezone);
    return { ...facts, actual, goal, ...goalOutcome(actual, goal, facts.direction, ctx.goalTolerance) };
  });
  return { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString(), tolerance: ctx.goalTolerance, tags: rows.sort(deviationOrder) };
};
