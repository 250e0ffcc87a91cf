import type { Db } from '../../db/create-database.js';
import { ApiError, validationFailed } from '../../core/api-error.js';
import { verifyPassword } from './password-hashing.js';

/** The body field of the own-record PUT that carries the password in use; never stored. */
export const currentPasswordField = 'usu_senha_atual';

export const wrongCurrentPassword = () =>
  new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'auth.password.currentWrong', { [currentPasswordField]: { key: 'auth.password.currentWrong' } });

/**
 * A user setting their own password proves they know the one in use, so a session left open
 * (or stolen) cannot take the account over. The forced new-password dialog is the exception:
 * the admin-issued password was typed at this very sign-in and has no other use.
 */
export function needsCurrentPassword(changed: ReadonlySet<string>, current: Record<string, unknown>): boolean {
  return changed.has('usu_senha') && Number(current.usu_forcar_nova_senha) !== 1;
}

export async function assertCurrentPassword(db: Db, userId: number, given: unknown): Promise<void> {
  if (typeof given !== 'string' || given === '') throw validationFailed({ [currentPasswordField]: { key: 'global.labels.requiredField' } });
  const row = await db.selectFrom('usuario').select('usu_senha').where('id_usuario', '=', userId).executeTakeFirst();
  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  if (!(await verifyPassword(hash, given))) throw wrongCurrentPassword();
}
