import { crudActions, type EntityModel, type PermissionEntry } from '../../src/domain/entities/entity-model.js';
import { literal, tsModule, type Output } from '../lib/output.js';

/** The page of a menu id: `settings.tags.groups` -> `/settings/tags/groups` (the route table's rule). */
export function menuPath(menuId: string): string {
  return `/${menuId.split('.').join('/')}`;
}

/**
 * One row per menu id that grants the resource: its own menu (at its route, or at the menu's
 * page for a data-only resource) and each of `alsoMenus` at that menu's page.
 */
function rowsOf(model: EntityModel): PermissionEntry[] {
  // A journal's entries are written by every signed user and never changed: only reading is granted.
  // A singleton's record is edited, never deleted.
  const actions = model.journal ? (['read'] as const) : model.singleton ? crudActions.filter((action) => action !== 'delete') : crudActions;
  const row = (menuId: string, route: string) => ({ menuId, route, resource: model.name, api: model.api, actions });
  return [row(model.menu, model.route ?? menuPath(model.menu)), ...(model.alsoMenus ?? []).map((menu) => row(menu, menuPath(menu)))];
}

export function emitPermissions(models: readonly EntityModel[]): Output[] {
  const body = `import type { PermissionEntry } from '../domain/entities/entity-model.js';

/** Menu id -> route -> resource -> the actions a profile can grant on it. */
export const permissionMap: readonly PermissionEntry[] = ${literal(models.flatMap(rowsOf))};
`;
  return [{ path: 'permissions.ts', contents: tsModule(body) }];
}
