import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { countLicensedUsers, licenceStateOf, userLimitOf } from './user-limit-repository.js';
import { ApiError } from '../../core/api-error.js';

export const userLimitReached = () => new ApiError(406, 'USER_LIMIT', 'global.warning.messages.registerUserLimit');

/** Refuses one more licensed user (active, with a unit) when the client's limit is already reached. */
async function assertRoomForOneMore(tx: GuardedTx, clientId: number): Promise<void> {
  const limit = await userLimitOf(tx.db, clientId);
  if (limit > 0 && (await countLicensedUsers(tx.db, clientId)) >= limit) throw userLimitReached();
}

/** The user whose licence a write may change: the owner of a new or changed unit link, or a user being activated. */
function userOfWrite(model: EntityModel, row: Record<string, unknown>, id?: number): number | undefined {
  if (model.table === 'usuario_elemento') return Number(row.id_usuario);
  if (model.table === 'usuario' && id !== undefined && row.usu_ativo === 'S') return id;
  return undefined;
}

/**
 * Platform-core section 6: the server refuses, with 406, a write that would make one user more
 * take a place past the client's `user_limit`: a first unit for an active user, or activating a
 * user who has units. Writes that leave the count as it is always pass. A guarded rule: writes
 * that may add a user to one client's count are serialised until each commits.
 */
export async function assertUserLimit(tx: GuardedTx, model: EntityModel, row: Record<string, unknown>, id?: number): Promise<void> {
  const userId = userOfWrite(model, row, id);
  if (userId === undefined) return;
  const client = (await licenceStateOf(tx.db, userId))?.clientId;
  if (client === undefined) return;
  await tx.lock('user-limit', client);
  // Read again under the lock: a concurrent write may just have given this user a place.
  const state = (await licenceStateOf(tx.db, userId))!;
  const addsOne = model.table === 'usuario_elemento' ? state.active && !state.hasUnit : !state.active && state.hasUnit;
  if (addsOne) await assertRoomForOneMore(tx, state.clientId);
}
