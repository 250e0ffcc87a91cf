/**
 * Counts of an OEE tag per span, from the series store: a span that is exactly a stored rollup bucket takes
 * its sum, any other span sums the raw values (an index range scan of tag_value).
 */
import { sql } from 'kysely';
import type { Level } from '../../../domain/consolidation/index.js';
import type { Db } from '../../db/create-database.js';
import { readRawRows, readRollupRows } from '../series/read-store.js';
import { TAG_VALUE_TABLE } from '../series/tables.js';
import type { Span } from '../../../domain/equipment-stops/stop-overlap.js';

async function rawSum(db: Db, idTag: number, span: Span): Promise<number> {
  const row = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select(sql<number | null>`sum(value)`.as('total'))
    .where('id_tag', '=', idTag)
    .where('ts', '>=', span.start)
    .where('ts', '<', span.end)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Past this many spans without a rollup, one read of the raw rows folded in memory beats a query per span. */
const QUERY_PER_SPAN_LIMIT = 20;

/** Sums of the raw values in each span (in time order, not overlapping). */
async function rawSums(db: Db, idTag: number, spans: readonly Span[]): Promise<number[]> {
  if (spans.length <= QUERY_PER_SPAN_LIMIT) return Promise.all(spans.map((span) => rawSum(db, idTag, span)));
  const rows = await readRawRows(db, idTag, spans[0]!.start, spans[spans.length - 1]!.end);
  const sums = spans.map(() => 0);
  let index = 0;
  rows.times.forEach((t, i) => {
    while (index < spans.length && t >= spans[index]!.end) index += 1;
    if (index < spans.length && t >= spans[index]!.start) sums[index]! += rows.values[i]!;
  });
  return sums;
}

/** The sum of the tag's values in each span (spans in time order, not overlapping). */
export async function tagSumsPerSpan(db: Db, idTag: number, level: Level, spans: readonly Span[]): Promise<number[]> {
  if (spans.length === 0) return [];
  const rollups = await readRollupRows(db, idTag, level, spans[0]!.start, spans[spans.length - 1]!.end);
  const byBounds = new Map(rollups.map((rollup) => [`${rollup.bucket_start}:${rollup.bucket_end}`, rollup.sum]));
  const sums = spans.map((span) => byBounds.get(`${span.start}:${span.end}`) ?? null);
  const missing = spans.filter((_span, i) => sums[i] === null);
  const missingSums = await rawSums(db, idTag, missing);
  let next = 0;
  return sums.map((sum) => sum ?? missingSums[next++]!);
}
