import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/create-database.js';
import { TAG_ROLLUP_TABLE, TAG_VALUE_TABLE } from './tables.js';

function statements(dialect: Dialect): string[] {
  const pg = dialect === 'postgres';
  const time = pg ? 'bigint' : 'integer';
  const real = pg ? 'double precision' : 'real';
  // Without a rowid SQLite stores the rows in primary-key order: a tag's range scan reads one b-tree run.
  const clustered = pg ? '' : ' without rowid';
  return [
    `create table if not exists ${TAG_VALUE_TABLE} (
  id_tag integer not null,
  ts ${time} not null,
  value ${real} not null,
  primary key (id_tag, ts)
)${clustered}`,
    `create table if not exists ${TAG_ROLLUP_TABLE} (
  id_tag integer not null,
  level ${pg ? 'varchar(1)' : 'text'} not null,
  bucket_start ${time} not null,
  bucket_end ${time} not null,
  label ${pg ? 'varchar(40)' : 'text'} not null,
  "count" ${pg ? 'bigint' : 'integer'} not null,
  "sum" ${real} not null,
  min_v ${real} not null,
  min_t ${time} not null,
  max_v ${real} not null,
  max_t ${time} not null,
  first_v ${real} not null,
  first_t ${time} not null,
  last_v ${real} not null,
  last_t ${time} not null,
  primary key (id_tag, level, bucket_start)
)${clustered}`,
  ];
}

/** Creates the value and rollup tables when missing; safe at every start (runs inside the migration lock). */
export async function migrateSeries(db: Db, dialect: Dialect): Promise<void> {
  for (const statement of statements(dialect)) await sql.raw(statement).execute(db);
}
