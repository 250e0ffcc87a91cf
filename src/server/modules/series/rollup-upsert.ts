import { sql } from 'kysely';
import type { Level } from '../../../domain/consolidation/index.js';
import type { Db, Dialect } from '../../db/create-database.js';
import type { RollupPartial } from './rollup-partial.js';
import { ROLLUP_COLUMNS, TAG_ROLLUP_TABLE } from './tables.js';
import { chunked } from './write-chunks.js';

/** One tag_rollup row. */
export interface RollupRow extends RollupPartial {
  id_tag: number;
  level: Level;
  bucket_start: number;
  bucket_end: number;
  label: string;
}

const rowsPerStatement = 20_000;
const T = TAG_ROLLUP_TABLE;
const q = (column: string) => `"${column}"`;

/** `excluded` when the condition holds, else the stored value; every SET term sees the stored row. */
const pick = (condition: string, column: string) => `${q(column)} = case when ${condition} then excluded.${q(column)} else ${T}.${q(column)} end`;

/** The same union as mergePartials (rollup-partial.ts), in SQL, so appends never reread raw rows. */
const MERGE_SET = (() => {
  const newMin = `excluded.min_v < ${T}.min_v or (excluded.min_v = ${T}.min_v and excluded.min_t < ${T}.min_t)`;
  const newMax = `excluded.max_v > ${T}.max_v or (excluded.max_v = ${T}.max_v and excluded.max_t < ${T}.max_t)`;
  const newFirst = `excluded.first_t < ${T}.first_t`;
  const newLast = `excluded.last_t > ${T}.last_t`;
  return [
    `"count" = ${T}."count" + excluded."count"`,
    `"sum" = ${T}."sum" + excluded."sum"`,
    pick(newMin, 'min_v'),
    pick(newMin, 'min_t'),
    pick(newMax, 'max_v'),
    pick(newMax, 'max_t'),
    pick(newFirst, 'first_v'),
    pick(newFirst, 'first_t'),
    pick(newLast, 'last_v'),
    pick(newLast, 'last_t'),
  ].join(', ');
})();

const REPLACE_SET = ROLLUP_COLUMNS.filter((column) => !['id_tag', 'level', 'bucket_start'].includes(column))
  .map((column) => `${q(column)} = excluded.${q(column)}`)
  .join(', ');

const pgTypes: Record<(typeof ROLLUP_COLUMNS)[number], string> = {
  id_tag: 'integer',
  level: 'text',
  bucket_start: 'bigint',
  bucket_end: 'bigint',
  label: 'text',
  count: 'bigint',
  sum: 'double precision',
  min_v: 'double precision',
  min_t: 'bigint',
  max_v: 'double precision',
  max_t: 'bigint',
  first_v: 'double precision',
  first_t: 'bigint',
  last_v: 'double precision',
  last_t: 'bigint',
};

const COLUMN_LIST = ROLLUP_COLUMNS.map(q).join(', ');
const CONFLICT = 'on conflict (id_tag, level, bucket_start) do update set';

/** The statement text is the same for every call (one array per column, or one JSON text), so nothing is rebuilt per row. */
function statement(dialect: Dialect, rows: readonly RollupRow[], set: string) {
  if (dialect === 'postgres') {
    const arrays = ROLLUP_COLUMNS.map((column) => sql`${rows.map((row) => row[column])}::${sql.raw(pgTypes[column])}[]`);
    return sql`insert into ${sql.raw(T)} (${sql.raw(COLUMN_LIST)}) select * from unnest(${sql.join(arrays)}) ${sql.raw(`${CONFLICT} ${set}`)}`;
  }
  const json = JSON.stringify(rows.map((row) => ROLLUP_COLUMNS.map((column) => row[column])));
  const picks = ROLLUP_COLUMNS.map((_, i) => `value ->> ${i}`).join(', ');
  // `where true` lets SQLite parse the upsert clause after a select.
  return sql`insert into ${sql.raw(T)} (${sql.raw(COLUMN_LIST)}) select ${sql.raw(picks)} from json_each(${json}) where true ${sql.raw(`${CONFLICT} ${set}`)}`;
}

/**
 * Writes rollup rows, one row per bucket (a statement may not touch a key twice). `merge` adds them to
 * what is stored (new samples); `replace` overwrites (a bucket recomputed from its raw rows).
 */
export async function upsertRollups(db: Db, dialect: Dialect, rows: readonly RollupRow[], mode: 'merge' | 'replace'): Promise<void> {
  const set = mode === 'merge' ? MERGE_SET : REPLACE_SET;
  for (const chunk of chunked(rows, rowsPerStatement)) await statement(dialect, chunk, set).execute(db);
}
