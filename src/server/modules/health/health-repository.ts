import { sql } from 'kysely';
import type { Database } from '../../db/create-database.js';

/** Throws when the database does not answer a trivial query. */
export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
