import { tagLookupRoutes } from './tag-lookup-routes.js';
import { tagSettingsRoutes } from './tag-settings-routes.js';
import type { ServerModule } from '../server-module.js';

/** Tag lookups, the tag settings calls (formula check, import, plant tags). */
export const tagsModule: ServerModule = {
  name: 'tags',
  routes: async (app) => {
    await app.register(tagLookupRoutes);
    await app.register(tagSettingsRoutes);
  },
};
