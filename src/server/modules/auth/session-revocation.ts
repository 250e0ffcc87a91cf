import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { revokeUserSessions } from './session-repository.js';
import { isAdmin } from '../access/user-access-repository.js';
import type { AccessScope } from '../access/access-scope.js';

type Row = Record<string, unknown>;

/**
 * A new password (own change or admin reset) or a block ends the user's other sessions: whoever
 * held an old password or a stolen token is out. The session that made the change stays, so a
 * user changing their own password keeps working. Runs inside the update's transaction.
 */
export async function revokeOnAccountChange(trx: Db, model: EntityModel, before: Row, values: Row, scope: AccessScope): Promise<void> {
  if (model.table !== 'usuario') return;
  const newPassword = typeof values.usu_senha === 'string' && values.usu_senha !== '';
  const blocked = Number(before.usu_bloqueado) !== 1 && Number(values.usu_bloqueado) === 1;
  if (newPassword || blocked) await revokeUserSessions(trx, Number(before.id_usuario), scope.tokenHash);
}

/**
 * Removing a user's last unit link leaves them nothing to sign in to, so their sessions end too
 * (admins reach every unit without links). Runs inside the delete's transaction, before the row goes.
 */
export async function revokeOnLastUnitRemoved(trx: Db, model: EntityModel, link: Row, scope: AccessScope): Promise<void> {
  if (model.table !== 'usuario_elemento') return;
  const userId = Number(link.id_usuario);
  const user = await trx.selectFrom('usuario').select('usu_tipo').where('id_usuario', '=', userId).executeTakeFirst();
  if (!user || isAdmin(user)) return;
  const others = await trx
    .selectFrom('usuario_elemento')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id_usuario', '=', userId)
    .where('id_usuario_elemento', '!=', Number(link.id_usuario_elemento))
    .executeTakeFirst();
  if (Number(others?.n ?? 0) === 0) await revokeUserSessions(trx, userId, scope.tokenHash);
}
