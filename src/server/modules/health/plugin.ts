import { healthRoutes } from './health-routes.js';
import type { ServerModule } from '../server-module.js';

/** The API's health check under `/{product}/` (the root's `/health` and meta routes are registered by `app.ts`). */
export const healthModule: ServerModule = {
  name: 'health',
  publicRoutes: async (app) => {
    await app.register(healthRoutes);
  },
};
