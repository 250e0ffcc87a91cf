import type { Bucket, Level } from '../../../domain/consolidation/index.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { RollupAccumulator } from './rollup-accumulator.js';
import { mergePartials, partialFromRow, type RollupPartial } from './rollup-partial.js';
import { upsertRollups, type RollupRow } from './rollup-upsert.js';
import { TAG_ROLLUP_TABLE, TAG_VALUE_TABLE } from './tables.js';
import type { TagSeriesContext } from './tag-period.js';

/** Buckets to recompute, per level, keyed by bucket start. */
export type StaleBuckets = Map<Level, Map<number, Bucket>>;

/** Weeks and months are whole production days, so they are the union of their day rollups. */
const fromDays: readonly Level[] = ['S', 'M'];

/** Disjoint [start, end) ranges covering the buckets, so each raw row is read once. */
function coveringRanges(buckets: readonly Bucket[]): [number, number][] {
  const sorted = [...buckets].sort((a, b) => a.start - b.start);
  const ranges: [number, number][] = [];
  for (const bucket of sorted) {
    const last = ranges.at(-1);
    if (last && bucket.start <= last[1]) last[1] = Math.max(last[1], bucket.end);
    else ranges.push([bucket.start, bucket.end]);
  }
  return ranges;
}

async function recomputeFromRaw(db: Db, dialect: Dialect, tag: TagSeriesContext, stale: StaleBuckets, levels: Level[]): Promise<void> {
  const accumulator = new RollupAccumulator(tag, (level, start) => stale.get(level)?.has(start) ?? false, levels);
  for (const [from, to] of coveringRanges(levels.flatMap((level) => [...(stale.get(level)?.values() ?? [])]))) {
    const raw = await db
      .selectFrom(TAG_VALUE_TABLE)
      .select(['ts', 'value'])
      .where('id_tag', '=', tag.id_tag)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .orderBy('ts')
      .execute();
    for (const row of raw) accumulator.add(Number(row.ts), Number(row.value));
  }
  await upsertRollups(db, dialect, accumulator.rows(), 'replace');
}

async function recomputeFromDays(db: Db, dialect: Dialect, tag: TagSeriesContext, buckets: readonly Bucket[]): Promise<void> {
  const rows: RollupRow[] = [];
  for (const bucket of buckets) {
    const days = await db
      .selectFrom(TAG_ROLLUP_TABLE)
      .selectAll()
      .where('id_tag', '=', tag.id_tag)
      .where('level', '=', 'D')
      .where('bucket_start', '>=', bucket.start)
      .where('bucket_start', '<', bucket.end)
      .orderBy('bucket_start')
      .execute();
    const merged = days.map(partialFromRow).reduce<RollupPartial | null>((all, day) => (all ? mergePartials(all, day) : day), null);
    if (merged) rows.push({ id_tag: tag.id_tag, level: bucket.level, bucket_start: bucket.start, bucket_end: bucket.end, label: bucket.label, ...merged });
  }
  await upsertRollups(db, dialect, rows, 'replace');
}

/**
 * Recomputes buckets whose partial aggregates cannot be merged any more (a stored value was overwritten,
 * so its old value must leave min, max, sum...): hours, days and shifts from their raw rows, then weeks and
 * months from the fresh day rollups. The raw rows must already hold the new values.
 */
export async function recomputeStaleBuckets(db: Db, dialect: Dialect, tag: TagSeriesContext, stale: StaleBuckets): Promise<void> {
  const rawLevels = tag.levels.filter((level) => !fromDays.includes(level) && stale.get(level)?.size);
  if (rawLevels.length) await recomputeFromRaw(db, dialect, tag, stale, rawLevels);
  for (const level of tag.levels.filter((l) => fromDays.includes(l))) {
    const buckets = [...(stale.get(level)?.values() ?? [])];
    if (buckets.length) await recomputeFromDays(db, dialect, tag, buckets);
  }
}
