import { superAdminTable } from './super-admin-table.js';
import { accessControlRoutes } from './access-control-routes.js';
import { legacyProfileRoutes } from './legacy-profile-routes.js';
import type { ServerModule } from '../server-module.js';

/** The caller's access map (menus and permissions) and the legacy own-profile call. */
export const accessModule: ServerModule = {
  name: 'access',
  tables: [superAdminTable],
  routes: async (app) => {
    await app.register(accessControlRoutes);
    await app.register(legacyProfileRoutes);
  },
};
