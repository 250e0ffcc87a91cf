import { dashboardViewRoutes } from './dashboard-view-routes.js';
import type { ServerModule } from '../server-module.js';

/** The dashboard views the caller may open. */
export const dashboardViewsModule: ServerModule = {
  name: 'dashboard-views',
  routes: async (app) => {
    await app.register(dashboardViewRoutes);
  },
};
