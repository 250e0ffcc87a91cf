import { sql } from 'kysely';
import type { TableDef } from '../../domain/entities/table-model.js';
import { columnSql, indexSql, quote } from './column-sql.js';
import type { Db, Dialect } from './create-database.js';
import { migrateUnique } from './migrate-unique.js';

async function existingColumns(db: Db): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  const visible = tables.filter((table) => table.schema === undefined || table.schema === 'public');
  return new Map(visible.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
}

function createTableSql(table: TableDef, dialect: Dialect): string {
  const columns = table.columns.map((column) => columnSql(column, dialect));
  return `create table if not exists ${quote(table.name)} (\n  ${columns.join(',\n  ')}\n)`;
}

/** A table's indexes; on PostgreSQL in one round trip (a simple query may hold several statements). */
async function createIndexes(db: Db, dialect: Dialect, table: TableDef): Promise<void> {
  const statements = table.indexes.map((index) => indexSql('ix', table.name, index));
  if (dialect === 'postgres' && statements.length) await sql.raw(statements.join(';\n')).execute(db);
  else for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * Brings the database up to the table definitions: creates missing tables, adds missing
 * columns, unique indexes and indexes. Drops nothing but an exact unique index replaced by its
 * case-insensitive one (migrate-unique.ts), so it is safe to run at every start. Tables must
 * come referenced-first.
 */
export async function migrateTables(db: Db, dialect: Dialect, tables: readonly TableDef[]): Promise<void> {
  const existing = await existingColumns(db);
  for (const table of tables) {
    const columns = existing.get(table.name);
    if (!columns) {
      await sql.raw(createTableSql(table, dialect)).execute(db);
    } else {
      for (const column of table.columns.filter((c) => !columns.has(c.name))) {
        await sql.raw(`alter table ${quote(table.name)} add column ${columnSql(column, dialect, true)}`).execute(db);
      }
    }
    for (const unique of table.uniques) await migrateUnique(db, dialect, table, unique);
    await createIndexes(db, dialect, table);
  }
}
