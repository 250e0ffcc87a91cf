import type { Db } from '../../db/create-database.js';

export interface ContractRow {
  endDate: string;
  /** ISO-8601 UTC issue time of the last key applied; null for a contract set without a key (the demo seed). */
  keyIssuedAt: string | null;
}

export async function findContract(db: Db, clientId: number): Promise<ContractRow | undefined> {
  const row = await db.selectFrom('contrato').select(['data_fim_contrato', 'key_issued_at']).where('cli_codigo', '=', clientId).executeTakeFirst();
  return row ? { endDate: String(row.data_fim_contrato), keyIssuedAt: row.key_issued_at ?? null } : undefined;
}

/** Creates or replaces the client's contract. */
export async function saveContract(db: Db, clientId: number, contract: ContractRow, now = new Date()): Promise<void> {
  const values = { data_fim_contrato: contract.endDate, key_issued_at: contract.keyIssuedAt, updated_at: now.toISOString() };
  await db
    .insertInto('contrato')
    .values({ cli_codigo: clientId, ...values })
    .onConflict((conflict) => conflict.column('cli_codigo').doUpdateSet(values))
    .execute();
}
