import { allPermissionIds } from '../../../domain/navigation/menu-paths.js';
import type { AccessMap, MenuPermission } from '../../../domain/navigation/filter-menu.js';
import type { Permissions } from './permissions.js';

const all: MenuPermission = { read: true, create: true, update: true, delete: true };

/**
 * The `CAC/queries/accessControl` answer: menu id -> actions. Admins get every menu id of the route
 * table with everything granted; others the union of their profiles in the unit, which is the very
 * map the entity routes check (`mayAct`), so the menu and the API agree.
 */
export function accessMapOf(isAdmin: boolean, permissions: Permissions): AccessMap {
  if (isAdmin) return Object.fromEntries(allPermissionIds.map((id) => [id, all]));
  return Object.fromEntries(
    [...permissions].map(([menuId, granted]) => [
      menuId,
      { read: granted.has('read'), create: granted.has('create'), update: granted.has('update'), delete: granted.has('delete') },
    ]),
  );
}
