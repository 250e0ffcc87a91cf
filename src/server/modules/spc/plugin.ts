import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module.js';
import { chartRoutes } from './chart-routes.js';
import { queryRoutes } from './query-routes.js';
import { registerSpcJobs } from './spc-jobs.js';
import { cardStateTable, violationHistoryTable, violationTable } from './spc-tables.js';
import { violationRoutes } from './violation-routes.js';

/** Statistical process control (business modules §3, SPC): see README.md. */
async function spcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(queryRoutes);
  await app.register(chartRoutes);
  await app.register(violationRoutes);
  registerSpcJobs(app);
}

export const spcModule: ServerModule = {
  name: 'spc',
  routes: spcPlugin,
  tables: [violationTable, violationHistoryTable, cardStateTable],
};
