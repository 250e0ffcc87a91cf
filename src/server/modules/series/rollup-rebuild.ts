import { LEVELS, bucketOfNormalized, type Level } from '../../../domain/consolidation/index.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { RollupAccumulator } from './rollup-accumulator.js';
import { upsertRollups } from './rollup-upsert.js';
import { TAG_ROLLUP_TABLE, TAG_VALUE_TABLE } from './tables.js';
import { tagSeriesContexts, type TagSeriesContext } from './tag-period.js';
import { lockTags } from './write-value-rows.js';

/** Raw rows read per query: bounded memory however long the period. */
const pageSize = 50_000;

/**
 * The range each level must rebuild so that no bucket is half recomputed: from the start of the bucket
 * holding `fromMs` to the end of the one holding `toMs - 1` (an instant outside every shift bounds itself).
 */
function levelRange(tag: TagSeriesContext, level: Level, fromMs: number, toMs: number): [number, number] {
  const first = bucketOfNormalized(level, fromMs, tag.period);
  const last = bucketOfNormalized(level, toMs - 1, tag.period);
  return [Math.min(fromMs, first?.start ?? fromMs), Math.max(toMs, last?.end ?? toMs)];
}

async function rebuildInTransaction(db: Db, dialect: Dialect, tag: TagSeriesContext, fromMs: number, toMs: number): Promise<void> {
  await lockTags(db, dialect, [tag.id_tag]);
  const ranges = new Map(LEVELS.map((level) => [level, levelRange(tag, level, fromMs, toMs)]));
  const inRange = (level: Level, start: number) => {
    const [from, to] = ranges.get(level)!;
    return start >= from && start < to;
  };
  // Levels a tag no longer keeps lose their rows too (a consolidate_* flag turned off).
  for (const [level, [from, to]] of ranges) {
    await db
      .deleteFrom(TAG_ROLLUP_TABLE)
      .where('id_tag', '=', tag.id_tag)
      .where('level', '=', level)
      .where('bucket_start', '>=', from)
      .where('bucket_start', '<', to)
      .execute();
  }
  const accumulator = new RollupAccumulator(tag, inRange);
  const readFrom = Math.min(...[...ranges.values()].map(([from]) => from));
  const readTo = Math.max(...[...ranges.values()].map(([, to]) => to));
  let after = readFrom - 1;
  for (;;) {
    const page = await db
      .selectFrom(TAG_VALUE_TABLE)
      .select(['ts', 'value'])
      .where('id_tag', '=', tag.id_tag)
      .where('ts', '>', after)
      .where('ts', '<', readTo)
      .orderBy('ts')
      .limit(pageSize)
      .execute();
    for (const row of page) accumulator.add(Number(row.ts), Number(row.value));
    if (page.length < pageSize) break;
    after = Number(page.at(-1)!.ts);
  }
  await upsertRollups(db, dialect, accumulator.rows(), 'replace');
}

/**
 * Recomputes every level of one tag from its raw rows for the buckets touching [fromMs, toMs), in one
 * transaction: after a period change, a consolidate_* flag change, or raw rows loaded without rollups.
 */
export async function rebuildRollups(db: Db, dialect: Dialect, id_tag: number, fromMs: number, toMs: number): Promise<void> {
  if (!(toMs > fromMs)) return;
  const tag = (await tagSeriesContexts(db, [id_tag])).get(id_tag)!;
  if (db.isTransaction) await rebuildInTransaction(db, dialect, tag, fromMs, toMs);
  else await db.transaction().execute((trx) => rebuildInTransaction(trx, dialect, tag, fromMs, toMs));
}
