import { sessionTable } from './session-table.js';
import { signInAttemptsTable } from './sign-in-attempts-table.js';
import { ssoUsedTokenTable } from './sso-used-token-table.js';
import { loginRoutes, sessionRoutes } from './auth-routes.js';
import { ssoRoutes } from './sso-routes.js';
import type { ServerModule } from '../server-module.js';

/** Sign-in (password and single sign-on) for anyone; the caller's session (read, sign-out) once signed in. */
export const authModule: ServerModule = {
  name: 'auth',
  tables: [sessionTable, signInAttemptsTable, ssoUsedTokenTable],
  publicRoutes: async (app) => {
    await app.register(loginRoutes);
    await app.register(ssoRoutes);
  },
  routes: async (app) => {
    await app.register(sessionRoutes);
  },
};
