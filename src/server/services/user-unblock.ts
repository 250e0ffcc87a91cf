import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { Db } from '../db/create-database.js';
import { clearFailedAttempts } from '../repositories/sign-in-attempt-repository.js';

type Row = Record<string, unknown>;

/**
 * Platform-core section 4, blocked user form: unblocking (usu_bloqueado 1 -> 0) also forgets
 * the failed sign-in attempts counted for the login, so the user gets the full allowance again.
 */
export async function clearAttemptsOnUnblock(db: Db, model: EntityModel, before: Row, after: Row): Promise<void> {
  if (model.table !== 'usuario' || Number(before.usu_bloqueado) !== 1 || Number(after.usu_bloqueado) !== 0) return;
  for (const login of new Set([before.usu_login, after.usu_login])) {
    if (typeof login === 'string') await clearFailedAttempts(db, login);
  }
}
