import { sql } from 'kysely';
import type { TableDef } from '../../domain/entities/table-model.js';
import { moduleTables } from './module-tables.js';
import type { Database, Db, Dialect } from './create-database.js';
import { migrateTables } from './migrate-tables.js';
import { serverModules } from '../modules/index.js';

/** Any constant will do; every process of the platform uses the same one. */
const migrationLockKey = 735_100_201;

/** Each module's own migration step (`migrate` in its plugin.ts), in the order of `modules/index.ts`. */
async function migrateModules(db: Db, dialect: Dialect, tables: readonly TableDef[]): Promise<void> {
  for (const module of serverModules) await module.migrate?.(db, dialect, tables);
}

async function migrateSqlite(database: Database, tables: readonly TableDef[]): Promise<void> {
  await database.db.connection().execute(async (connection) => {
    // IMMEDIATE takes the write lock up front: a second process waits (busy_timeout)
    // instead of failing when both try to upgrade a read lock.
    await sql`begin immediate`.execute(connection);
    try {
      await migrateTables(connection, 'sqlite', tables);
      await migrateModules(connection, 'sqlite', tables);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Runs at every start. On PostgreSQL an advisory lock, held on one pinned connection,
 * makes several processes starting together migrate (and seed) one after the other.
 */
export async function migrate(
  database: Database,
  tables: readonly TableDef[],
  /** Runs after the tables exist; on PostgreSQL still under the lock, e.g. to seed an empty database once. */
  afterMigrate: () => Promise<void> = async () => {},
): Promise<void> {
  const all = [...tables, ...moduleTables];
  if (database.dialect === 'sqlite') {
    await migrateSqlite(database, all);
    await afterMigrate();
    return;
  }
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      await connection.transaction().execute(async (trx) => {
        await migrateTables(trx, 'postgres', all);
        await migrateModules(trx, 'postgres', all);
      });
      await afterMigrate();
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}
