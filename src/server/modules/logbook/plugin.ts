import { logbookRoutes } from './logbook-routes.js';
import type { ServerModule } from '../server-module.js';
import { migrateLogbook } from './migrate-logbook.js';

/** The logbook's entries of a group. */
export const logbookModule: ServerModule = {
  name: 'logbook',
  routes: async (app, { models }) => {
    await app.register(logbookRoutes, { models });
  },
  migrate: migrateLogbook,
};
