import { passwordMinimumLength } from '../../domain/password-policy.js';
import {
  blockUser,
  clearFailedAttempts,
  deleteStaleAttempts,
  recordFailedAttempt,
} from '../repositories/sign-in-attempt-repository.js';
import { failedSignInLimit } from '../repositories/sign-in-limit-repository.js';
import { findLoginRow } from '../repositories/user-access-repository.js';
import { completeSignIn, type SignInDeps } from './complete-sign-in.js';
import { modelByTable } from './core-models.js';
import { isPossibleLogin } from './login-name.js';
import { verifyPassword } from './password-hashing.js';
import { isBeyondLimit, lockedOut, reachesLimit, wrongPassword } from './sign-in-attempts.js';
import { refused, type SignInResult } from './sign-in-result.js';

export type { SignInResult } from './sign-in-result.js';

/**
 * Password sign-in. The attempt is counted before the password is checked, so parallel guesses
 * get distinct counts and none slips past the limit. A wrong username and a wrong password take
 * the same path (a throw-away hash, a counter per name), so their answers and times match.
 * Only a right password reveals anything about the account (inactive, units, contract).
 */
export async function signIn(deps: SignInDeps, username: string, password: string): Promise<SignInResult> {
  const { db } = deps.database;
  const users = modelByTable(deps.catalog, 'usuario');
  if (!isPossibleLogin(users, username)) {
    await verifyPassword(undefined, password);
    return refused('UNAUTHORIZED');
  }
  const row = await findLoginRow(db, username);
  const limit = await failedSignInLimit(db, row ? Number(row.cli_codigo) : undefined);
  if (row && Number(row.usu_bloqueado) === 1) return lockedOut(limit);
  const made = await recordFailedAttempt(db, username);
  if (isBeyondLimit(made, limit)) return lockedOut(limit);

  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  const matches = await verifyPassword(hash, password);
  if (!row || !matches) {
    if (!reachesLimit(made, limit)) return wrongPassword(made, limit);
    if (row) await blockUser(db, Number(row.id_usuario));
    return lockedOut(limit);
  }
  await clearFailedAttempts(db, username);
  await deleteStaleAttempts(db);
  return completeSignIn(deps, row, {
    passwordHasNecessaryLength: [...password].length >= passwordMinimumLength,
  });
}
