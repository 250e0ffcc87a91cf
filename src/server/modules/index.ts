import { accessModule } from './access/plugin.js';
import { alertsModule } from './alerts/plugin.js';
import { authModule } from './auth/plugin.js';
import { brandingModule } from './branding/plugin.js';
import { clientErrorsModule } from './client-errors/plugin.js';
import { contractModule } from './contract/plugin.js';
import { dashboardViewsModule } from './dashboard-views/plugin.js';
import { dashboardsModule } from './dashboards/plugin.js';
import { elementsTreePlugin } from './elements-tree/plugin.js';
import { entitiesModule } from './entities/plugin.js';
import { equipmentStopsModule } from './equipment-stops/plugin.js';
import { filesModule } from './files/plugin.js';
import { healthModule } from './health/plugin.js';
import { migrateJobs } from './jobs/migrate-jobs.js';
import { jobsRoutesPlugin } from './jobs/plugin.js';
import { logbookModule } from './logbook/plugin.js';
import { rootCauseModule } from './root-cause/plugin.js';
import { seriesModule } from './series/plugin.js';
import { spcModule } from './spc/plugin.js';
import type { ServerModule } from './server-module.js';
import { tagsModule } from './tags/plugin.js';
import { tokensModule } from './tokens/plugin.js';
import { usersModule } from './users/plugin.js';

/**
 * Every feature of the server, in order: `routes/product.ts` registers their routes and
 * `db/migrate.ts` creates their tables and runs their migration steps in this order (series before alerts and logbook,
 * which read its tables; branding adoption last). A new module adds its `plugin.ts` here (see
 * docs/how-to-add-a-module.md).
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  clientErrorsModule,
  accessModule,
  contractModule,
  entitiesModule,
  tagsModule,
  seriesModule,
  dashboardViewsModule,
  usersModule,
  filesModule,
  alertsModule,
  logbookModule,
  tokensModule,
  { name: 'jobs', routes: jobsRoutesPlugin, migrate: migrateJobs },
  brandingModule,
  { name: 'elements-tree', routes: elementsTreePlugin },
  equipmentStopsModule,
  spcModule,
  rootCauseModule,
  dashboardsModule,
];
