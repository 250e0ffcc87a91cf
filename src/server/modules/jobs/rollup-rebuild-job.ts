import { LEVELS, bucketOfNormalized } from '../../../domain/consolidation/index.js';
import type { Database } from '../../db/create-database.js';
import { rebuildRollups } from '../series/rollup-rebuild.js';
import { TAG_ROLLUP_TABLE, TAG_VALUE_TABLE } from '../series/tables.js';
import { tagSeriesContexts } from '../series/tag-period.js';
import type { JobContext, JobRunner } from './job-service.js';

export const ROLLUP_REBUILD_JOB = 'rollup-rebuild';

/** Which rollups to rebuild: one tag's (a consolidate_* flag changed) or every tag of a plant's (its period changed). */
export type RollupRebuildData = { tagId: number } | { plantId: number };

/** One transaction per window, so a long history neither holds the tag's lock for long nor hides its progress. */
const windowMs = 31 * 86_400_000;

interface TagSpan {
  id_tag: number;
  first: number;
  last: number;
  rows: number;
}

async function tagsToRebuild(database: Database, data: RollupRebuildData): Promise<number[]> {
  if ('tagId' in data) return [Number(data.tagId)];
  const rows = await database.db.selectFrom('tags').select('id_tag').where('plt_codigo', '=', Number(data.plantId)).orderBy('id_tag').execute();
  return rows.map((row) => Number(row.id_tag));
}

async function spanOf(database: Database, id_tag: number): Promise<TagSpan | null> {
  const row = await database.db
    .selectFrom(TAG_VALUE_TABLE)
    .where('id_tag', '=', id_tag)
    .select((eb) => [eb.fn.min('ts').as('first'), eb.fn.max('ts').as('last'), eb.fn.countAll().as('rows')])
    .executeTakeFirst();
  if (!row || row.first === null || Number(row.rows) === 0) return null;
  return { id_tag, first: Number(row.first), last: Number(row.last), rows: Number(row.rows) };
}

async function rowsIn(database: Database, id_tag: number, from: number, to: number): Promise<number> {
  const row = await database.db
    .selectFrom(TAG_VALUE_TABLE)
    .where('id_tag', '=', id_tag)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .select((eb) => eb.fn.countAll().as('rows'))
    .executeTakeFirst();
  return Number(row?.rows ?? 0);
}

/**
 * The windows replace every bucket from the new period's first bucket to its last one; a bucket of the old
 * period that starts before the first or after the last (its day started earlier, say) would stay behind.
 */
async function dropBucketsOutside(database: Database, span: TagSpan): Promise<void> {
  const { period } = (await tagSeriesContexts(database.db, [span.id_tag])).get(span.id_tag)!;
  for (const level of LEVELS) {
    const first = bucketOfNormalized(level, span.first, period)?.start ?? span.first;
    const end = bucketOfNormalized(level, span.last, period)?.end ?? span.last + 1;
    await database.db
      .deleteFrom(TAG_ROLLUP_TABLE)
      .where('id_tag', '=', span.id_tag)
      .where('level', '=', level)
      .where((eb) => eb.or([eb('bucket_start', '<', first), eb('bucket_start', '>=', end)]))
      .execute();
  }
}

/**
 * Recomputes every stored rollup of the tags from their raw values, window by window, reporting raw rows
 * done of the total. Idempotent: each window replaces whole buckets, so a retry simply does it again.
 */
export async function rebuildTagRollups(database: Database, context: JobContext<RollupRebuildData>): Promise<void> {
  const spans = (await Promise.all((await tagsToRebuild(database, context.data)).map((id) => spanOf(database, id)))).filter((span) => span !== null);
  const total = spans.reduce((sum, span) => sum + span.rows, 0);
  let done = 0;
  await context.progress(done, total);
  for (const span of spans) {
    await dropBucketsOutside(database, span);
    for (let from = span.first; from <= span.last; from += windowMs) {
      context.signal.throwIfAborted();
      const to = Math.min(from + windowMs, span.last + 1);
      await rebuildRollups(database.db, database.dialect, span.id_tag, from, to);
      done += await rowsIn(database, span.id_tag, from, to);
      await context.progress(done, total);
    }
  }
}

export function registerRollupRebuildJob(jobs: JobRunner, database: Database): void {
  jobs.register<RollupRebuildData>({
    name: ROLLUP_REBUILD_JOB,
    retry: { limit: 3, delaySeconds: 30 },
    timeoutSeconds: 60 * 60,
    handler: (context) => rebuildTagRollups(database, context),
  });
}
