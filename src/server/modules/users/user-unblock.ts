import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { clearFailedAttempts } from '../auth/sign-in-attempt-repository.js';

type Row = Record<string, unknown>;

/** A lock from failed sign-ins still in effect (`usu_bloqueado_ate` in the future). */
export function isSignInLocked(user: Row, now = new Date()): boolean {
  return typeof user.usu_bloqueado_ate === 'string' && user.usu_bloqueado_ate > now.toISOString();
}

/**
 * Platform-core section 4, blocked user form: unblocking (usu_bloqueado 1 -> 0), or saving
 * with usu_bloqueado 0 a user whose sign-in is locked after failed attempts (the form then
 * offers only 'unblock'), forgets the failed attempts, the lock and its back-off.
 */
export async function clearAttemptsOnUnblock(db: Db, model: EntityModel, before: Row, after: Row): Promise<void> {
  if (model.table !== 'usuario' || Number(after.usu_bloqueado) !== 0) return;
  if (Number(before.usu_bloqueado) !== 1 && !isSignInLocked(before)) return;
  for (const login of new Set([before.usu_login, after.usu_login])) {
    if (typeof login === 'string') await clearFailedAttempts(db, login);
  }
}
