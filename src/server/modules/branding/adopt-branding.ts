import { sql } from 'kysely';
import type { TableDef } from '../../../domain/entities/table-model.js';
import type { Db } from '../../db/create-database.js';

/**
 * Branding became client-scoped (a client admin edits only their own hosts). Rows written before have no
 * client: where the database holds exactly one client they are its; with several, they wait for an operator,
 * still served to the sign-in page but edited by nobody. Idempotent; runs inside the migration lock.
 */
export async function adoptOrphanBranding(db: Db, tables: readonly TableDef[]): Promise<void> {
  if (!tables.some((table) => table.name === 'branding')) return;
  await sql`update branding set cli_codigo = (select min(cli_codigo) from cliente)
    where cli_codigo is null and (select count(*) from cliente) = 1`.execute(db);
}
