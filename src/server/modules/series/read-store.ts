/**
 * Range reads of tag_value and tag_rollup, each an index range scan of the primary key. PostgreSQL answers
 * bigint columns as strings, so every column goes through Number().
 */
import type { Db } from '../../db/create-database.js';
import { rowsAsArrays } from '../../db/sqlite-statements.js';
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

/**
 * The stored points of one tag with from <= ts < to, in time order. The hot read of every chart: on SQLite its
 * rows come as `[ts, value]` arrays (`rowsAsArrays`), not objects; PostgreSQL's stay objects.
 */
export async function readRawRows(db: Db, idTag: number, from: number, to: number): Promise<RawRows> {
  const out: RawRows = { times: [], values: [] };
  if (!(from < to)) return out;
  const compiled = db
    .selectFrom(TAG_VALUE_TABLE)
    .select(['ts', 'value'])
    .where('id_tag', '=', idTag)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .orderBy('ts')
    .compile();
  const { rows } = await db.executeQuery<{ ts: unknown; value: unknown } | [unknown, unknown]>({ ...compiled, sql: `${rowsAsArrays}${compiled.sql}` });
  for (const row of rows) {
    out.times.push(Number(Array.isArray(row) ? row[0] : row.ts));
    out.values.push(Number(Array.isArray(row) ? row[1] : row.value));
  }
  return out;
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

const unitColumns = ['bucket_start', 'bucket_end', 'count', 'min_v', 'min_t', 'max_v', 'max_t', 'first_v', 'first_t', 'last_v', 'last_t'];

/**
 * The rollup buckets of one tag and level lying wholly inside [from, to), in time order, as M4 units
 * placed at their start: only the columns the downsampling reads (the hot path of long raw ranges).
 */
export async function readRollupUnits(db: Db, idTag: number, level: string, from: number, to: number): Promise<RollupUnit[]> {
  if (!(from < to)) return [];
  const rows = await db
    .selectFrom(TAG_ROLLUP_TABLE)
    .select(unitColumns)
    .where('id_tag', '=', idTag)
    .where('level', '=', level)
    .where('bucket_start', '>=', from)
    .where('bucket_start', '<', to)
    .where('bucket_end', '<=', to)
    .orderBy('bucket_start')
    .execute();
  const units: RollupUnit[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    units[i] = {
      at: Number(row.bucket_start),
      end: Number(row.bucket_end),
      count: Number(row.count),
      firstT: Number(row.first_t),
      firstV: Number(row.first_v),
      minT: Number(row.min_t),
      minV: Number(row.min_v),
      maxT: Number(row.max_t),
      maxV: Number(row.max_v),
      lastT: Number(row.last_t),
      lastV: Number(row.last_v),
    };
  }
  return units;
}
