import { fileRoutes } from './file-routes.js';
import type { ServerModule } from '../server-module.js';

/** Avatar upload and download. */
export const filesModule: ServerModule = {
  name: 'files',
  routes: async (app) => {
    await app.register(fileRoutes);
  },
};
