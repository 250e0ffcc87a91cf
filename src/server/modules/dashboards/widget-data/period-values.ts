import type { TimeRange } from '../../../../domain/dashboards/widget-period.js';
import { readSeries } from '../../series/read-series.js';
import { readRollupRows } from '../../series/read-store.js';
import { mergePartials, rollupValue, type RollupPartial } from '../../series/rollup-partial.js';
import type { SummaryTag } from './summary-tags.js';
import type { WidgetDataContext } from './widget-data-context.js';

const mean = (values: readonly (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? present.reduce((sum, value) => sum + value, 0) / present.length : null;
};

/**
 * Each tag's value over a period as its aggregation says (AVERAGE the mean of its samples, SUM their sum, DIFF last −
 * first): the hour rollups starting in the period merged into one partial aggregate, so the answer is exact without
 * rereading raw values (series README, "Why partial aggregates"). A calculation tag, computed on read, is the mean of
 * its hourly values. Null for a tag without values in the period.
 */
export async function periodValues(ctx: WidgetDataContext, tags: readonly SummaryTag[], range: TimeRange): Promise<(number | null)[]> {
  const model = ctx.catalog.get('tags')!;
  const calculated = tags.filter((tag) => tag.series.isCalculation).map((tag) => tag.series.id_tag);
  const hourly = calculated.length ? await readSeries(ctx.db, { tags: model }, ctx.plant, { tagIds: calculated, ...range, level: 'H', points: 5000 }) : [];
  const values: (number | null)[] = [];
  for (const { series } of tags) {
    if (series.isCalculation) {
      values.push(mean(hourly.find((entry) => entry.id_tag === series.id_tag)?.points.map((point) => point.v) ?? []));
      continue;
    }
    const rows = await readRollupRows(ctx.db, series.id_tag, 'H', range.from, range.to);
    const merged = rows.reduce<RollupPartial | null>((total, row) => (total ? mergePartials(total, row) : row), null);
    values.push(merged ? rollupValue(series.aggregation === 'CALC' ? 'AVERAGE' : series.aggregation, merged) : null);
  }
  return values;
}
