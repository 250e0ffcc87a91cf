import { crudActions, type EntityModel } from '../../src/domain/entities/entity-model.js';
import { literal, tsModule, type Output } from '../lib/output.js';

export function emitPermissions(models: readonly EntityModel[]): Output[] {
  const rows = models.map((model) => ({
    menuId: model.menu,
    route: model.route,
    resource: model.name,
    api: model.api,
    // A journal's entries are written by every signed user and never changed: only reading is granted.
    actions: model.journal ? (['read'] as const) : crudActions,
  }));
  const body = `import type { PermissionEntry } from '../domain/entities/entity-model.js';

/** Menu id -> route -> resource -> the actions a profile can grant on it. */
export const permissionMap: readonly PermissionEntry[] = ${literal(rows)};
`;
  return [{ path: 'permissions.ts', contents: tsModule(body) }];
}
