import { alertRoutes } from './alert-routes.js';
import type { ServerModule } from '../server-module.js';
import { migrateAlerts } from './tables.js';

/** Operational alerts: raising, movements, chat, notifications. */
export const alertsModule: ServerModule = {
  name: 'alerts',
  routes: async (app) => {
    await app.register(alertRoutes);
  },
  migrate: migrateAlerts,
};
