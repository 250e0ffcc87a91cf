import type { Bucket } from '../../../domain/consolidation/index.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { RollupAccumulator } from './rollup-accumulator.js';
import { recomputeStaleBuckets, type StaleBuckets } from './rollup-recompute.js';
import { upsertRollups, type RollupRow } from './rollup-upsert.js';
import type { TagValueRow } from './tables.js';
import { tagSeriesContexts, type TagSeriesContext } from './tag-period.js';
import { StoredValueConflict, type ReplacedValue, type StoreOptions } from './value-conflict.js';
import { lockTags, storedValuesAt, writeValueRows } from './write-value-rows.js';

/** Finite rows grouped per tag, ascending by time; a timestamp sent twice keeps its last value. */
function samplesPerTag(rows: readonly TagValueRow[]): Map<number, TagValueRow[]> {
  const byTag = new Map<number, Map<number, TagValueRow>>();
  for (const row of rows) {
    if (!Number.isInteger(row.id_tag) || !Number.isSafeInteger(row.ts) || !Number.isFinite(row.value)) {
      throw new RangeError(`storeValues: not a sample: ${JSON.stringify(row)}`);
    }
    const samples = byTag.get(row.id_tag) ?? new Map<number, TagValueRow>();
    samples.set(row.ts, { id_tag: row.id_tag, ts: row.ts, value: row.value });
    byTag.set(row.id_tag, samples);
  }
  return new Map([...byTag].map(([id, samples]) => [id, [...samples.values()].sort((a, b) => a.ts - b.ts)]));
}

/** The rollup rows to merge for one tag's new samples, and the buckets its overwrites make stale. */
function rollupChanges(tag: TagSeriesContext, samples: readonly TagValueRow[], overwritten: Set<number>) {
  const stale: StaleBuckets = new Map(tag.levels.map((level) => [level, new Map<number, Bucket>()]));
  const marker = new RollupAccumulator(tag, () => false);
  for (const sample of samples) {
    if (!overwritten.has(sample.ts)) continue;
    for (const bucket of marker.bucketsOf(sample.ts)) stale.get(bucket.level)!.set(bucket.start, bucket);
  }
  const fresh = new RollupAccumulator(tag, (level, start) => !stale.get(level)!.has(start));
  for (const sample of samples) if (!overwritten.has(sample.ts)) fresh.add(sample.ts, sample.value);
  return { merge: fresh.rows(), stale };
}

/** A tag's samples split by what is stored at their timestamps: new, the same value again, or another value. */
async function sortByStored(db: Db, dialect: Dialect, id_tag: number, samples: readonly TagValueRow[]) {
  const stored = await storedValuesAt(
    db,
    dialect,
    id_tag,
    samples.map((sample) => sample.ts),
  );
  const fresh: TagValueRow[] = [];
  const replaced: ReplacedValue[] = [];
  for (const sample of samples) {
    const old = stored.get(sample.ts);
    if (old === undefined) fresh.push(sample);
    else if (old !== sample.value) replaced.push({ id_tag, ts: sample.ts, old, value: sample.value });
  }
  return { fresh, replaced };
}

async function storeInTransaction(db: Db, dialect: Dialect, byTag: Map<number, TagValueRow[]>, options: StoreOptions): Promise<void> {
  await lockTags(db, dialect, [...byTag.keys()]);
  const perTag = new Map<number, Awaited<ReturnType<typeof sortByStored>>>();
  for (const [id_tag, samples] of byTag) perTag.set(id_tag, await sortByStored(db, dialect, id_tag, samples));
  const replaced = [...perTag.values()].flatMap((sorted) => sorted.replaced);
  if (replaced.length && options.existing === 'refuse') throw new StoredValueConflict(replaced);

  const contexts = await tagSeriesContexts(db, [...byTag.keys()]);
  const merge: RollupRow[] = [];
  const recompute: [TagSeriesContext, StaleBuckets][] = [];
  for (const [id_tag, sorted] of perTag) {
    const overwritten = new Set(sorted.replaced.map((row) => row.ts));
    const changes = rollupChanges(contexts.get(id_tag)!, [...sorted.fresh, ...sorted.replaced], overwritten);
    merge.push(...changes.merge);
    if (overwritten.size) recompute.push([contexts.get(id_tag)!, changes.stale]);
  }
  await writeValueRows(
    db,
    dialect,
    [...perTag.values()].flatMap((sorted) => sorted.fresh),
    'insert',
  );
  await writeValueRows(db, dialect, replaced, 'upsert');
  await upsertRollups(db, dialect, merge, 'merge');
  for (const [tag, stale] of recompute) await recomputeStaleBuckets(db, dialect, tag, stale);
  if (replaced.length) await options.onReplaced?.(db, replaced);
}

/**
 * Stores samples and keeps every rollup level of their tags current, in one transaction (the caller's, when
 * `db` is a transaction). New samples merge into their buckets' partial aggregates; a stored timestamp sent
 * with the same value changes nothing; one sent with another value is replaced (its buckets recomputed) or,
 * with `existing: 'refuse'`, makes the whole write throw StoredValueConflict before anything is written.
 * Returns the number of distinct samples. Throws RangeError on a timestamp that is not an integer of ms or a
 * non-finite value (callers validate first).
 */
export async function storeValues(db: Db, dialect: Dialect, rows: readonly TagValueRow[], options: StoreOptions = {}): Promise<number> {
  const byTag = samplesPerTag(rows);
  if (byTag.size === 0) return 0;
  if (db.isTransaction) await storeInTransaction(db, dialect, byTag, options);
  else await db.transaction().execute((trx) => storeInTransaction(trx, dialect, byTag, options));
  let count = 0;
  for (const samples of byTag.values()) count += samples.length;
  return count;
}
