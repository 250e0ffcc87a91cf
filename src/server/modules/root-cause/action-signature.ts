/** Approving or disapproving an action is an electronic signature: the caller types their own password again. */
import type { Db } from '../../db/create-database.js';
import { verifyPassword } from '../auth/password-hashing.js';
import { fieldRefused } from './rca-errors.js';

/** The signature's password is not the caller's (the key of the profile's password change). */
export const wrongPassword = () => fieldRefused('password', 'auth.password.currentWrong', 'WRONG_PASSWORD');

export async function assertSignature(db: Db, userId: number, password: string | undefined): Promise<void> {
  if (!password) throw fieldRefused('password', 'global.labels.requiredField');
  const row = await db.selectFrom('usuario').select('usu_senha').where('id_usuario', '=', userId).executeTakeFirst();
  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  if (!(await verifyPassword(hash, password))) throw wrongPassword();
}
