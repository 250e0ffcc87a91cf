import { unitAssignmentRoutes } from './unit-assignment-routes.js';
import { unitUserListRoutes } from './unit-user-list-routes.js';
import type { ServerModule } from '../server-module.js';

/** A user's unit assignment and the users of a unit. */
export const usersModule: ServerModule = {
  name: 'users',
  routes: async (app) => {
    await app.register(unitAssignmentRoutes);
    await app.register(unitUserListRoutes);
  },
};
