/** Who may read the module and write on its pages (README.md, Routes); the roles per record are domain rules. */
import type { CrudAction } from '../../../domain/entities/entity-model.js';
import type { Permissions } from '../access/permissions.js';

export const RCA_MENUS = {
  effects: 'root-cause.effects-page',
  analysis: 'root-cause.generate-analysis',
  actions: 'root-cause.action-list',
} as const;

type Access = { isAdmin: boolean; permissions: Permissions };

export const mayOnRcaPage = (access: Access, menu: string, action: CrudAction): boolean =>
  access.isAdmin || (access.permissions.get(menu)?.has(action) ?? false);

export const mayReadRca = (access: Access): boolean => Object.values(RCA_MENUS).some((menu) => mayOnRcaPage(access, menu, 'read'));
