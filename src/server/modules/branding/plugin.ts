import { brandingRoutes } from './branding-routes.js';
import type { ServerModule } from '../server-module.js';
import { adoptOrphanBranding } from './adopt-branding.js';

/** The host's branding (logo, colours) before anyone signs in. */
export const brandingModule: ServerModule = {
  name: 'branding',
  publicRoutes: async (app, { models }) => {
    await app.register(brandingRoutes, { models });
  },
  /** Branding rows from before clients owned them go to the only client. */
  migrate: (db, _dialect, tables) => adoptOrphanBranding(db, tables),
};
