import type { CrudAction, EntityModel } from '../../../domain/entities/entity-model.js';
import { isTenantModel } from './access-scope.js';

/** Menu id -> the actions granted on it. */
export type Permissions = ReadonlyMap<string, ReadonlySet<CrudAction>>;

const actions: readonly CrudAction[] = ['read', 'create', 'update', 'delete'];

/** The union of several profiles' permission lists ({menu_id, read, create, update, delete}[]). */
export function unionOfProfiles(profiles: readonly unknown[]): Permissions {
  const union = new Map<string, Set<CrudAction>>();
  for (const entries of profiles) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as Record<string, unknown>[]) {
      if (typeof entry?.menu_id !== 'string') continue;
      const granted = union.get(entry.menu_id) ?? new Set<CrudAction>();
      for (const action of actions) if (entry[action] === true) granted.add(action);
      union.set(entry.menu_id, granted);
    }
  }
  return union;
}

/**
 * Admins may do everything in their client; global entities (clients) are written by admins only. A journal
 * (the activity log) takes entries from every signed user and is never changed, not even by admins.
 * Context data every module needs (the unit's period) is read by every signed user of that scope.
 */
export function mayAct(access: { isAdmin: boolean; isSuperAdmin?: boolean; permissions: Permissions }, model: EntityModel, action: CrudAction): boolean {
  if (model.journal && action !== 'read') return action === 'create';
  // The one record of a scope (`x-resource.singleton`) is edited, never deleted.
  if (model.singleton && action === 'delete') return false;
  // Clients come and go across tenants: a super-administrator's call, never a client admin's.
  if (isTenantModel(model) && (action === 'create' || action === 'delete')) return access.isSuperAdmin === true;
  if (access.isAdmin) return true;
  if (model.readBySignedUsers && action === 'read') return true;
  if (action === 'read' && model.readAlsoBy?.some((menu) => access.permissions.get(menu)?.has('read'))) return true;
  if (model.scope === 'global' && action !== 'read') return false;
  // Another page built on the same records (`x-resource.alsoMenus`) grants like the resource's own menu.
  return [model.menu, ...(model.alsoMenus ?? [])].some((menu) => access.permissions.get(menu)?.has(action) ?? false);
}
