import { linkedProfilePermissions } from './user-access-repository.js';
import { ApiError } from '../../core/api-error.js';
import { modelByTable } from '../../core/core-models.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { unionOfProfiles } from './permissions.js';
import { addedProfiles, grantsNoMoreThan } from './profile-grant-rules.js';

export const profileBeyondOwn = () => new ApiError(403, 'PROFILE_BEYOND_OWN', 'accessControl.users.profileBeyondOwn');

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * A user registering users without the access-profile rights gives no profile that grants more,
 * at that unit, than they hold there themselves: no self-promotion through a colleague's profile.
 * Administrators are unrestricted; whoever may edit profiles could widen any profile anyway.
 */
async function beforeWrite({ db, catalog, scope, current, next }: WriteContext<RecordOf<'user-units'>>): Promise<void> {
  if (scope.isAdmin) return;
  const added = addedProfiles(next, current);
  if (!added.length) return;
  const held = async (unitId: number | undefined) =>
    unionOfProfiles(scope.userId === undefined || unitId === undefined ? [] : await linkedProfilePermissions(db, scope.userId, unitId));
  const profileMenu = modelByTable(catalog, 'perfil').menu;
  if ((await held(scope.unit?.id_elemento)).get(profileMenu)?.has('update')) return;
  const rows = await db.selectFrom('perfil').select('permissions').where('id_perfil', 'in', added).execute();
  const granted = unionOfProfiles(rows.map((row) => parsed(row.permissions)));
  if (!grantsNoMoreThan(granted, await held(Number(next.id_elemento)))) throw profileBeyondOwn();
}

export const userUnitHooks: HooksOf<'user-units'> = { beforeWrite };
