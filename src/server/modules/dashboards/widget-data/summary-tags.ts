import type { TagFacts } from '../../../../domain/dashboards/components/data/tag-summary.js';
import { notFound, validationFailed } from '../../../core/api-error.js';
import { decodeRow, readableColumns } from '../../../db/row-codec.js';
import { seriesTagOf, type SeriesTag } from '../../series/read-tags.js';
import { readTagLabels } from './tag-labels.js';
import type { WidgetDataContext } from './widget-data-context.js';

/** A tag as a summary component reads it: what it shows of it, and what the series read needs (aggregation, limits). */
export interface SummaryTag {
  facts: TagFacts;
  series: SeriesTag;
}

/** The tags of the unit's plant by id, in the order of `ids`; an id that is no tag of the plant is a 404, as the series read's. */
export async function readSummaryTags(ctx: WidgetDataContext, ids: readonly number[]): Promise<SummaryTag[]> {
  const model = ctx.catalog.get('tags');
  if (!model || ids.length === 0) throw notFound();
  const labels = await readTagLabels(ctx, ids);
  const rows = await ctx.db
    .selectFrom(model.table)
    .select(readableColumns(model))
    .where('plt_codigo', '=', ctx.plant)
    .where('id_tag', 'in', [...new Set(ids)])
    .execute();
  const records = new Map(rows.map((row) => decodeRow(model, row)).map((record) => [Number(record.id_tag), record]));
  return ids.map((id) => {
    const record = records.get(id);
    const label = labels.get(id);
    if (!record || !label) throw notFound();
    return { facts: { ...label, direction: record.tag_type === 'lower_better' ? 'lower_better' : 'higher_better' }, series: seriesTagOf(record) };
  });
}

/** The options' tag ids; a widget stored without them (its schema changed since) is refused as the form would refuse it. */
export function tagIdsOf(options: Record<string, unknown>): number[] {
  const ids = Array.isArray(options.tags) ? options.tags.filter((id): id is number => Number.isInteger(id)) : [];
  if (!ids.length) throw validationFailed({ 'options.tags': { key: 'global.labels.requiredField' } });
  return ids;
}
