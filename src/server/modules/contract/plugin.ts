import { contractTable } from './contract-table.js';
import { contractRoutes } from './contract-routes.js';
import type { ServerModule } from '../server-module.js';

/** The client's contract: its state and its renewal by key. */
export const contractModule: ServerModule = {
  name: 'contract',
  tables: [contractTable],
  routes: async (app) => {
    await app.register(contractRoutes);
  },
};
