import { clientErrorTable } from './client-error-table.js';
import { clientErrorRoutes } from './client-error-routes.js';
import type { ServerModule } from '../server-module.js';

/** The browser's error reports (`POST LOG/actions/clientError`), signed in or not. */
export const clientErrorsModule: ServerModule = {
  name: 'client-errors',
  tables: [clientErrorTable],
  publicRoutes: async (app) => {
    await app.register(clientErrorRoutes);
  },
};
