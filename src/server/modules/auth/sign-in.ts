import { passwordMinimumLength } from '../../../domain/password-policy.js';
import { clearFailedAttempts, deleteStaleAttempts, lockName, recordFailedAttempt } from './sign-in-attempt-repository.js';
import { signInPolicy } from './sign-in-limit-repository.js';
import { findLoginRow } from '../access/user-access-repository.js';
import { completeSignIn, type SignInDeps } from './complete-sign-in.js';
import { modelByTable } from '../../core/core-models.js';
import { isPossibleLogin } from './login-name.js';
import { verifyPassword } from './password-hashing.js';
import { isBeyondLimit, lockEnd, lockedOut, reachesLimit, wrongPassword } from './sign-in-attempts.js';
import { refused, type SignInResult } from './sign-in-result.js';

export type { SignInResult } from './sign-in-result.js';

/**
 * Password sign-in. The attempt is counted before the password is checked, so parallel guesses
 * get distinct counts and none slips past the limit. The failure that reaches the limit locks
 * the name for a while (longer each time, see sign-in-attempts.ts); during the lock even the
 * right password is refused. A wrong username and a wrong password take the same path (a
 * throw-away hash, a counter and a lock per name), so their answers and times match. Only a
 * right password reveals anything about the account (blocked by an admin, inactive, units, contract).
 */
export async function signIn(deps: SignInDeps, username: string, password: string, now = new Date()): Promise<SignInResult> {
  const { db } = deps.database;
  const users = modelByTable(deps.catalog, 'usuario');
  if (!isPossibleLogin(users, username)) {
    await verifyPassword(undefined, password);
    return refused('UNAUTHORIZED');
  }
  const row = await findLoginRow(db, username);
  const policy = await signInPolicy(db, row ? Number(row.cli_codigo) : undefined);
  const attempt = await recordFailedAttempt(db, username, now);
  if (attempt.lockedUntil !== null || isBeyondLimit(attempt.made, policy.limit)) return lockedOut(policy.limit);

  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  const matches = await verifyPassword(hash, password);
  if (!row || !matches) {
    if (!reachesLimit(attempt.made, policy.limit)) return wrongPassword(attempt.made, policy.limit);
    await lockName(db, username, lockEnd(now, policy.lockMinutes, attempt.locks));
    return lockedOut(policy.limit);
  }
  // Blocked by an admin (usu_bloqueado), not by failed attempts: it stays until unblocked.
  if (Number(row.usu_bloqueado) === 1) return lockedOut(policy.limit);
  await clearFailedAttempts(db, username);
  await deleteStaleAttempts(db, now);
  return completeSignIn(deps, row, {
    passwordHasNecessaryLength: [...password].length >= passwordMinimumLength,
    now,
  });
}
