/**
 * Range reads of tag_value and tag_rollup, each an index range scan of the primary key. PostgreSQL answers
 * bigint columns as strings, so every column goes through Number().
 */
import type { Db } from '../../db/create-database.js';
import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect-of.js';
import { readAsArrays } from '../../db/sqlite-statements.js';
import type { SeriesUnit } from './downsample-units.js';
import { partialFromRow, type RollupPartial } from './rollup-partial.js';
import { TAG_ROLLUP_TABLE, TAG_VALUE_TABLE } from './tables.js';

export interface RawRows {
  times: number[];
  values: number[];
}

export interface RollupRow extends RollupPartial {
  bucket_start: number;
  bucket_end: number;
  label: string;
}

/** The points in time order: as they are when already ascending (what SQLite hands over), else sorted by time. */
export function inTimeOrder(times: number[], values: number[]): RawRows {
  let ascending = true;
  for (let i = 1; i < times.length && ascending; i++) ascending = times[i]! >= times[i - 1]!;
  if (ascending) return { times, values };
  const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
  return { times: order.map((i) => times[i]!), values: order.map((i) => values[i]!) };
}

/**
 * SQLite: the range as two JSON arrays built inside SQLite (`json_group_array` over the ordered range), parsed
 * by V8's JSON parser: no JS array per row, about a third faster than rows as arrays for a day of minute values. SQLite writes a REAL with 17 significant digits, so every value parses to the
 * double stored. The aggregate keeps its subquery's order in practice, not by contract: a range that does not
 * come back ascending is sorted here.
 */
async function readRawColumnsSqlite(db: Db, idTag: number, from: number, to: number): Promise<RawRows> {
  const { rows } = await sql<{ times: string; vals: string }>`
    select json_group_array(ts) as times, json_group_array(value) as vals
    from (select ts, value from ${sql.table(TAG_VALUE_TABLE)} where id_tag = ${idTag} and ts >= ${from} and ts < ${to} order by ts)`.execute(db);
  return inTimeOrder(JSON.parse(rows[0]?.times ?? '[]') as number[], JSON.parse(rows[0]?.vals ?? '[]') as number[]);
}

/** The stored points of one tag with from <= ts < to, in time order: the hot read of every chart. */
export async function readRawRows(db: Db, idTag: number, from: number, to: number): Promise<RawRows> {
  if (!(from < to)) return { times: [], values: [] };
  if (dialectOf(db) === 'sqlite') return readRawColumnsSqlite(db, idTag, from, to);
  const rows = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select(['ts', 'value'])
    .where('id_tag', '=', idTag)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .orderBy('ts')
    .execute();
  // PostgreSQL answers bigint as text.
  return { times: rows.map((row) => Number(row.ts)), values: rows.map((row) => Number(row.value)) };
}

/** The latest stored point of one tag strictly before `before`, or null. */
export async function readPointBefore(db: Db, idTag: number, before: number): Promise<{ ts: number; value: number } | null> {
  const row = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select(['ts', 'value'])
    .where('id_tag', '=', idTag)
    .where('ts', '<', before)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ts: Number(row.ts), value: Number(row.value) } : null;
}

/** The latest stored value of one tag strictly before `before`, or null. */
export async function readValueBefore(db: Db, idTag: number, before: number): Promise<number | null> {
  return (await readPointBefore(db, idTag, before))?.value ?? null;
}

const rollupColumns = ['bucket_start', 'bucket_end', 'label', 'count', 'sum', 'min_v', 'min_t', 'max_v', 'max_t', 'first_v', 'first_t', 'last_v', 'last_t'];

/** Rollup rows of one tag and level whose bucket starts in [from, to), in time order. */
export async function readRollupRows(db: Db, idTag: number, level: string, from: number, to: number): Promise<RollupRow[]> {
  if (!(from < to)) return [];
  const rows = await db
    .selectFrom(TAG_ROLLUP_TABLE)
    .select(rollupColumns)
    .where('id_tag', '=', idTag)
    .where('level', '=', level)
    .where('bucket_start', '>=', from)
    .where('bucket_start', '<', to)
    .orderBy('bucket_start')
    .execute();
  return rows.map((row) => ({
    ...partialFromRow(row),
    bucket_start: Number(row.bucket_start),
    bucket_end: Number(row.bucket_end),
    label: String(row.label),
  }));
}

export interface RollupUnit extends SeriesUnit {
  end: number;
  count: number;
}

const unitColumns = ['bucket_start', 'bucket_end', 'count', 'min_v', 'min_t', 'max_v', 'max_t', 'first_v', 'first_t', 'last_v', 'last_t'] as const;

/** A unit row's columns in `unitColumns` order: SQLite's row as an array (`rowsAsArrays`), PostgreSQL's object. */
const unitValues = (row: Record<string, unknown> | unknown[]): unknown[] => (Array.isArray(row) ? row : unitColumns.map((column) => row[column]));

/**
 * The rollup buckets of one tag and level lying wholly inside [from, to), in time order, as M4 units
 * placed at their start: only the columns the downsampling reads (the hot path of long raw ranges), as
 * arrays on SQLite (half the time of objects for a week of hours).
 */
export async function readRollupUnits(db: Db, idTag: number, level: string, from: number, to: number): Promise<RollupUnit[]> {
  if (!(from < to)) return [];
  const compiled = db
    .selectFrom(TAG_ROLLUP_TABLE)
    .select([...unitColumns])
    .where('id_tag', '=', idTag)
    .where('level', '=', level)
    .where('bucket_start', '>=', from)
    .where('bucket_start', '<', to)
    .where('bucket_end', '<=', to)
    .orderBy('bucket_start')
    .compile();
  const { rows } = await db.executeQuery<Record<string, unknown> | unknown[]>(readAsArrays(compiled));
  const units: RollupUnit[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const [at, end, count, minV, minT, maxV, maxT, firstV, firstT, lastV, lastT] = unitValues(rows[i]!);
    units[i] = {
      at: Number(at),
      end: Number(end),
      count: Number(count),
      firstT: Number(firstT),
      firstV: Number(firstV),
      minT: Number(minT),
      minV: Number(minV),
      maxT: Number(maxT),
      maxV: Number(maxV),
      lastT: Number(lastT),
      lastV: Number(lastV),
    };
  }
  return units;
}
