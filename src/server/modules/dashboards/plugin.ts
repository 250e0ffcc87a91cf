import type { ServerModule } from '../server-module.js';
import { definitionRoutes } from './definition/definition-routes.js';
import { embedLinkRoutes } from './embed/embed-link-routes.js';
import { embedRoutes } from './embed/embed-routes.js';
import { hmiRoutes } from './hmi/hmi-routes.js';
import { imageRoutes } from './images/image-routes.js';
import { powerBiRoutes } from './powerbi/powerbi-routes.js';
import { tabDataRoutes } from './widget-data/tab-data-routes.js';
import { tvScreenTable } from './tv/tv-screen-table.js';
import { tvRoutes } from './tv/tv-routes.js';

/** Dashboards: the records' rules are entity hooks (entities/entity-hooks.ts); these are the module's own routes. */
export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  routes: async (app) => {
    await app.register(tabDataRoutes);
    await app.register(hmiRoutes);
    await app.register(powerBiRoutes);
    await app.register(definitionRoutes);
    await app.register(imageRoutes);
    await app.register(embedRoutes);
    await app.register(embedLinkRoutes);
    await app.register(tvRoutes);
  },
  tables: [tvScreenTable],
};
