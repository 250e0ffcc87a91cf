import type { Db } from '../../db/create-database.js';

/** Failed attempts allowed when the client has no parameters record. */
export const defaultFailedSignInLimit = 5;
/** The first lock's length when the client has no parameters record. */
export const defaultSignInLockMinutes = 15;

export interface SignInPolicy {
  /** `failed_sign_in_limit`: failed attempts before the name is locked. */
  limit: number;
  /** `sign_in_lock_minutes`: how long the first lock lasts; each further one doubles. */
  lockMinutes: number;
}

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The client's sign-in parameters (table `parametros`). An unknown login has no client: it
 * gets the first client's, which in a one-client plant are those of every account, so an
 * unknown name locks after as many attempts, and as long, as a real one.
 */
export async function signInPolicy(db: Db, clientId: number | undefined): Promise<SignInPolicy> {
  let query = db
    .selectFrom('cliente as c')
    .leftJoin('parametros as p', 'p.cli_codigo', 'c.cli_codigo')
    .select(['p.failed_sign_in_limit', 'p.sign_in_lock_minutes'])
    .orderBy('c.cli_codigo')
    .limit(1);
  if (clientId !== undefined) query = query.where('c.cli_codigo', '=', clientId);
  const row = await query.executeTakeFirst();
  return {
    limit: positive(row?.failed_sign_in_limit, defaultFailedSignInLimit),
    lockMinutes: positive(row?.sign_in_lock_minutes, defaultSignInLockMinutes),
  };
}
