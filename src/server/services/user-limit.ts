import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { Db } from '../db/create-database.js';
import { countLicensedUsers, licenceStateOf, userLimitOf } from '../repositories/user-limit-repository.js';
import { ApiError } from './api-error.js';

export const userLimitReached = () => new ApiError(406, 'USER_LIMIT', 'global.warning.messages.registerUserLimit');

/** Refuses one more licensed user (active, with a unit) when the client's limit is already reached. */
async function assertRoomForOneMore(db: Db, clientId: number): Promise<void> {
  const limit = await userLimitOf(db, clientId);
  if (limit > 0 && (await countLicensedUsers(db, clientId)) >= limit) throw userLimitReached();
}

/**
 * Platform-core section 6: the server refuses, with 406, a write that would make one user more
 * take a place past the client's `user_limit`: a first unit for an active user, or activating a
 * user who has units. Writes that leave the count as it is always pass.
 */
export async function assertUserLimit(db: Db, model: EntityModel, row: Record<string, unknown>, id?: number): Promise<void> {
  if (model.table === 'usuario_elemento') {
    const state = await licenceStateOf(db, Number(row.id_usuario));
    if (state && state.active && !state.hasUnit) await assertRoomForOneMore(db, state.clientId);
  } else if (model.table === 'usuario' && id !== undefined && row.usu_ativo === 'S') {
    const state = await licenceStateOf(db, id);
    if (state && !state.active && state.hasUnit) await assertRoomForOneMore(db, state.clientId);
  }
}
