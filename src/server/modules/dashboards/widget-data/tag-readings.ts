import type { TagReading } from '../../../../domain/dashboards/components/data/tag-reading.js';
import { tagStatus } from '../../../../domain/dashboards/tag-values/tag-status.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import type { SeriesGoal } from '../../../../domain/series/series-answer.js';
import { notFound } from '../../../core/api-error.js';
import { readSeries } from '../../series/read-series.js';
import { readTagLabels } from './tag-labels.js';
import type { WidgetDataContext } from './widget-data-context.js';

/** M4 with four points keeps one bucket's first, minimum, maximum and last point: the last is the latest value. */
const LATEST_POINTS = 4;

/**
 * Each tag's latest value in the widget's period (a stored tag's, or a calculation tag's computed on read), its time,
 * its limits and status, and the goals overlapping the period, in the order of `ids`.
 */
export async function readTagReadings(
  ctx: WidgetDataContext,
  ids: readonly number[],
  period: WidgetPeriod,
): Promise<{ reading: TagReading; goals: SeriesGoal[] }[]> {
  const tags = ctx.catalog.get('tags');
  if (!tags) throw notFound();
  const labels = await readTagLabels(ctx, ids);
  const range = widgetRange(period, ctx.nowMs, ctx.period);
  const series = await readSeries(ctx.db, { tags, goals: ctx.catalog.get('tag-goals') }, ctx.plant, {
    tagIds: [...ids],
    ...range,
    level: 'raw',
    points: LATEST_POINTS,
  });
  return series.map((entry) => {
    const latest = entry.points.findLast((point) => point.v !== null);
    const value = latest?.v ?? null;
    const reading: TagReading = { ...labels.get(entry.id_tag)!, value, at: latest?.t ?? null, limits: entry.limits, status: tagStatus(value, entry.limits) };
    return { reading, goals: entry.goals };
  });
}
