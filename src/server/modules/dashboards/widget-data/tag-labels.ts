import type { TagLabel } from '../../../../domain/dashboards/components/data/tag-reading.js';
import { notFound } from '../../../core/api-error.js';
import type { WidgetDataContext } from './widget-data-context.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const decimalsOf = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isInteger(Number(value)) ? null : Number(value));

/** The labels of the tags of the unit's plant among `ids` (those found; none missing is the caller's check). */
async function queryLabels(ctx: WidgetDataContext, ids: readonly number[]): Promise<Map<number, TagLabel>> {
  const tags = ctx.catalog.get('tags');
  const measures = ctx.catalog.get('units-of-measurement');
  if (!tags || ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom(tags.table)
    .select(['id_tag', 'code', 'description', 'decimals', 'id_unit_measurement'])
    .where('plt_codigo', '=', ctx.plant)
    .where('id_tag', 'in', [...ids])
    .execute();
  const measureIds = [
    ...new Set(
      rows
        .map((row) => row.id_unit_measurement)
        .filter((id) => id !== null && id !== undefined)
        .map(Number),
    ),
  ];
  const units = new Map<number, string>();
  if (measures && measureIds.length) {
    const found = await ctx.db
      .selectFrom(measures.table)
      .select(['id_unit_measurement', 'code', 'symbol'])
      .where('id_unit_measurement', 'in', measureIds)
      .execute();
    for (const row of found) units.set(Number(row.id_unit_measurement), text(row.symbol) ?? String(row.code));
  }
  return new Map(
    rows.map((row) => [
      Number(row.id_tag),
      {
        id_tag: Number(row.id_tag),
        code: String(row.code),
        description: text(row.description),
        unit: row.id_unit_measurement === null || row.id_unit_measurement === undefined ? null : (units.get(Number(row.id_unit_measurement)) ?? null),
        decimals: decimalsOf(row.decimals),
      },
    ]),
  );
}

/**
 * Code, description, decimals and engineering unit (its symbol, else its code) of the tags of the unit's plant,
 * by id. An id that is no tag of the plant answers 404, as the series read does. Within a tab's request the
 * labels of all the tab's tags are read once (`ctx.reads`).
 */
export async function readTagLabels(ctx: WidgetDataContext, ids: readonly number[]): Promise<Map<number, TagLabel>> {
  const unique = [...new Set(ids)];
  if (!ctx.catalog.get('tags') || unique.length === 0) throw notFound();
  const tabIds = ctx.reads?.coveringIds(unique);
  const found = tabIds ? await ctx.reads!.shared('tag-labels', () => queryLabels(ctx, tabIds)) : await queryLabels(ctx, unique);
  if (unique.some((id) => !found.has(id))) throw notFound();
  return new Map(unique.map((id) => [id, found.get(id)!]));
}
