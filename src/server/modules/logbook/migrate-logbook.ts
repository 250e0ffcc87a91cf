import type { TableDef } from '../../../domain/entities/table-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { migrateTables } from '../../db/migrate-tables.js';
import { LOGBOOK_GROUP_TABLE, logbookEntryTable } from './entry-table.js';

/**
 * Creates the entry table after the generated ones (it references the group and user tables); a set of
 * tables without the logbook group (a test's own models) gets no entry table. Runs inside the migration lock.
 */
export async function migrateLogbook(db: Db, dialect: Dialect, tables: readonly TableDef[]): Promise<void> {
  if (!tables.some((table) => table.name === LOGBOOK_GROUP_TABLE)) return;
  await migrateTables(db, dialect, [logbookEntryTable]);
}
