import { seriesRoutes } from './series-routes.js';
import { valueRoutes } from './value-routes.js';
import type { ServerModule } from '../server-module.js';
import { migrateSeries } from './migrate-series.js';
import { manualEntryTable } from './manual-entry-table.js';

/** Reading series and writing values (collector, batch, CSV import); who entered values by hand. */
export const seriesModule: ServerModule = {
  name: 'series',
  routes: async (app) => {
    await app.register(seriesRoutes);
    await app.register(valueRoutes);
  },
  tables: [manualEntryTable],
  migrate: migrateSeries,
};
