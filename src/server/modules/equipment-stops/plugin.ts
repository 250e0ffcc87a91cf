import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module.js';
import { analyticsRoutes } from './analytics-routes.js';
import { detectionRoutes } from './detection-routes.js';
import { registerStopJobs } from './stop-jobs.js';
import { stopRoutes } from './stop-routes.js';
import { detectionStateTable, stopHistoryTable, stopTable } from './stop-tables.js';

/** Events, equipment stops and OEE (business modules §3–6, 8, 9): see README.md. */
async function equipmentStopsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(stopRoutes);
  await app.register(detectionRoutes);
  await app.register(analyticsRoutes);
  registerStopJobs(app);
}

export const equipmentStopsModule: ServerModule = {
  name: 'equipment-stops',
  routes: equipmentStopsPlugin,
  tables: [stopTable, stopHistoryTable, detectionStateTable],
};
