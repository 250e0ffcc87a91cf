import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/create-database.js';
import { TAG_VALUE_TABLE, type TagValueRow } from './tables.js';
import { chunked, rowsPerStatement } from './write-chunks.js';

/** Rows per statement: the samples travel as three arrays (PostgreSQL) or one JSON text (SQLite), not as parameters. */
const rowsPerInsert = 50_000;
/** Any constant will do; the second key is the tag. */
const tagLockClass = 735_100_301;

/**
 * PostgreSQL: holds, until the transaction ends, a lock per tag, taken in id order (no deadlock), so two
 * API processes writing the same tag do not both take one timestamp for new. SQLite writes one at a time.
 */
export async function lockTags(db: Db, dialect: Dialect, ids: readonly number[]): Promise<void> {
  if (dialect !== 'postgres' || ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await sql`select count(pg_advisory_xact_lock(${tagLockClass}, id)) from (select unnest(${sorted}::integer[]) as id order by 1) as locked`.execute(db);
}

/**
 * Writes samples in a few statements whatever the batch size. `insert` is for timestamps known to be new
 * (the fast path of appends); `upsert` replaces the value of a stored (id_tag, ts).
 */
export async function writeValueRows(db: Db, dialect: Dialect, rows: readonly TagValueRow[], mode: 'insert' | 'upsert'): Promise<void> {
  const onConflict = mode === 'upsert' ? sql` on conflict (id_tag, ts) do update set value = excluded.value` : sql``;
  for (const chunk of chunked(rows, rowsPerInsert)) {
    if (dialect === 'postgres') {
      const [tags, times, values] = [chunk.map((r) => r.id_tag), chunk.map((r) => r.ts), chunk.map((r) => r.value)];
      await sql`insert into ${sql.table(TAG_VALUE_TABLE)} (id_tag, ts, value)
        select * from unnest(${tags}::integer[], ${times}::bigint[], ${values}::double precision[])${onConflict}`.execute(db);
    } else {
      // JSON numbers round-trip exactly through SQLite's parser; `where true` lets the upsert clause parse.
      const json = JSON.stringify(chunk.map((r) => [r.id_tag, r.ts, r.value]));
      await sql`insert into ${sql.table(TAG_VALUE_TABLE)} (id_tag, ts, value)
        select value ->> 0, value ->> 1, value ->> 2 from json_each(${json}) where true${onConflict}`.execute(db);
    }
  }
}

/** Up to this many timestamps are looked up directly: one query, as cheap as finding the newest. */
const directLookup = 256;

/**
 * The stored values at `timestamps` (one tag, ascending), by timestamp. Appending is the common case, so for a
 * large batch the newest stored timestamp (an index seek) settles it before any IN list is built.
 */
export async function storedValuesAt(db: Db, dialect: Dialect, id_tag: number, timestamps: readonly number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (timestamps.length === 0) return found;
  if (timestamps.length <= directLookup) return valuesIn(db, id_tag, timestamps, found);
  const newest = await db.selectFrom(TAG_VALUE_TABLE).select('ts').where('id_tag', '=', id_tag).orderBy('ts', 'desc').limit(1).executeTakeFirst();
  if (!newest) return found;
  const candidates = timestamps.filter((ts) => ts <= Number(newest.ts));
  for (const chunk of chunked(candidates, rowsPerStatement(dialect, 1))) await valuesIn(db, id_tag, chunk, found);
  return found;
}

async function valuesIn(db: Db, id_tag: number, timestamps: readonly number[], found: Map<number, number>): Promise<Map<number, number>> {
  if (timestamps.length === 0) return found;
  const rows = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select(['ts', 'value'])
    .where('id_tag', '=', id_tag)
    .where('ts', 'in', [...timestamps])
    .execute();
  for (const row of rows) found.set(Number(row.ts), Number(row.value));
  return found;
}
