import { sql } from 'kysely';
import type { TableDef } from '../../domain/entities/table-model.js';
import { indexName, indexSql, quote } from './column-sql.js';
import type { Db, Dialect } from './create-database.js';
import { foldedColumnSql } from './folded-sql.js';

const run = (db: Db, text: string) => sql.raw(text).execute(db);

function columnSqlOf(table: TableDef, dialect: Dialect, name: string): string {
  const column = table.columns.find((c) => c.name === name);
  return column?.caseInsensitive ? `(${foldedColumnSql(dialect, name)})` : quote(name);
}

async function indexExists(db: Db, dialect: Dialect, name: string): Promise<boolean> {
  const query =
    dialect === 'postgres'
      ? sql`select 1 from pg_indexes where schemaname = current_schema() and indexname = ${name}`
      : sql`select 1 from sqlite_master where type = 'index' and name = ${name}`;
  return (await query.execute(db)).rows.length > 0;
}

/** Rows that an index over these (folded) columns would refuse: stored before uniqueness ignored case. */
async function hasFoldedDuplicates(db: Db, dialect: Dialect, table: TableDef, columns: readonly string[]): Promise<boolean> {
  const keys = columns.map((name) => columnSqlOf(table, dialect, name)).join(', ');
  const present = columns.map((name) => `${quote(name)} is not null`).join(' and ');
  const query = `select 1 from ${quote(table.name)} where ${present} group by ${keys} having count(*) > 1 limit 1`;
  return (await sql.raw(query).execute(db)).rows.length > 0;
}

/**
 * One unique constraint of a table, idempotently. A set with a case-insensitive text column gets an
 * expression index (`uci_...`) that replaces the exact one (`ux_...`) of an earlier version; while
 * the stored rows still hold case variants of one value, the exact index stays and a warning says
 * which table to clean (the check before writing already refuses new variants).
 */
export async function migrateUnique(db: Db, dialect: Dialect, table: TableDef, columns: readonly string[]): Promise<void> {
  const exact = indexName('ux', table.name, columns);
  if (!columns.some((name) => table.columns.find((c) => c.name === name)?.caseInsensitive)) {
    await run(db, indexSql('ux', table.name, columns));
    return;
  }
  const folded = indexName('uci', table.name, columns);
  if (!(await indexExists(db, dialect, folded))) {
    if (await hasFoldedDuplicates(db, dialect, table, columns)) {
      process.emitWarning(
        `${table.name} holds values of (${columns.join(', ')}) that differ only in case or spaces; they stay unique as written until one of each is changed`,
      );
      await run(db, indexSql('ux', table.name, columns));
      return;
    }
    const list = columns.map((name) => columnSqlOf(table, dialect, name)).join(', ');
    await run(db, `create unique index if not exists ${quote(folded)} on ${quote(table.name)} (${list})`);
  }
  await run(db, `drop index if exists ${quote(exact)}`);
}
