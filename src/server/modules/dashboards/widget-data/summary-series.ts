import { DAY_MS } from '../../../../domain/consolidation/local-time.js';
import { CONSOLIDATION_OF, type SummaryLevel } from '../../../../domain/dashboards/components/summaries/summary-level.js';
import type { TimeRange } from '../../../../domain/dashboards/widget-period.js';
import type { SeriesGoal, TagSeries } from '../../../../domain/series/series-answer.js';
import { ApiError } from '../../../core/api-error.js';
import { readGoals } from '../../series/read-goals.js';
import { readSeries } from '../../series/read-series.js';
import type { WidgetDataContext } from './widget-data-context.js';

/** A consolidated read keeps every bucket up to this many (the series route's most): a table shows buckets, not pixels. */
const ALL_BUCKETS = 5000;

/**
 * The tags' consolidated values at `level`, one entry per tag in the order asked. A level a tag does not keep is the
 * widget's error with the tag and level as its message's arguments (`series.errors.levelNotConsolidated`).
 */
export async function readLevelSeries(ctx: WidgetDataContext, tagIds: readonly number[], range: TimeRange, level: SummaryLevel): Promise<TagSeries[]> {
  try {
    return await readSeries(ctx.db, { tags: ctx.catalog.get('tags')! }, ctx.plant, {
      tagIds: [...tagIds],
      ...range,
      level: CONSOLIDATION_OF[level],
      points: ALL_BUCKETS,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LEVEL_NOT_CONSOLIDATED') {
      const args = error.fields?.level?.args ?? {};
      throw new ApiError(400, error.code, error.message, error.fields, args);
    }
    throw error;
  }
}

/**
 * The goals of the tags that may touch the range on the unit's clock: goal days are calendar dates, read a day wider
 * on each side so a goal ending or starting in the hours a time zone shifts is not missed (`goalTarget` places them).
 */
export async function readWidgetGoals(ctx: WidgetDataContext, tagIds: readonly number[], range: TimeRange): Promise<Map<number, SeriesGoal[]>> {
  return readGoals(ctx.db, ctx.catalog.get('tag-goals'), ctx.plant, tagIds, range.from - DAY_MS, range.to + DAY_MS);
}
