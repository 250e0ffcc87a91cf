import type { Db, Dialect } from '../../db/create-database.js';
import { migrateTables } from '../../db/migrate-tables.js';
import { jobRunTable } from './job-runs-table.js';

/** The runs table, inside the migration lock. pg-boss migrates its own schema when it starts. */
export async function migrateJobs(db: Db, dialect: Dialect): Promise<void> {
  await migrateTables(db, dialect, [jobRunTable]);
}
