import type { Db } from '../db/create-database.js';

/** Failed attempts allowed when the client has no parameters record. */
export const defaultFailedSignInLimit = 5;

/**
 * The client's `failed_sign_in_limit` (table `parametros`). An unknown login has no client: it
 * gets the first client's limit, which in a one-client plant is the limit every account has,
 * so an unknown name locks after as many attempts as a real one.
 */
export async function failedSignInLimit(db: Db, clientId: number | undefined): Promise<number> {
  let query = db
    .selectFrom('cliente as c')
    .leftJoin('parametros as p', 'p.cli_codigo', 'c.cli_codigo')
    .select('p.failed_sign_in_limit')
    .orderBy('c.cli_codigo')
    .limit(1);
  if (clientId !== undefined) query = query.where('c.cli_codigo', '=', clientId);
  const row = await query.executeTakeFirst();
  const limit = Number(row?.failed_sign_in_limit);
  return Number.isInteger(limit) && limit > 0 ? limit : defaultFailedSignInLimit;
}
