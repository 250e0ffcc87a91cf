import { logRoutes } from './activity-log-routes.js';
import { entityRoutes } from './entity-routes.js';
import type { ServerModule } from '../server-module.js';

/** The generic entity routes of every schema, and the activity log's batch of queued entries. */
export const entitiesModule: ServerModule = {
  name: 'entities',
  routes: async (app, { models }) => {
    await app.register(entityRoutes, { models });
    await app.register(logRoutes, { models });
  },
};
