import { seriesRoutes } from './series-routes.js';
import { valueRoutes } from './value-routes.js';
import type { ServerModule } from '../server-module.js';
import { migrateSeries } from './migrate-series.js';

/** Reading series and writing values (collector, batch, CSV import). */
export const seriesModule: ServerModule = {
  name: 'series',
  routes: async (app) => {
    await app.register(seriesRoutes);
    await app.register(valueRoutes);
  },
  migrate: migrateSeries,
};
