import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module.js';
import { actionRoutes } from './action-routes.js';
import { attachmentRoutes } from './attachment-routes.js';
import { causeRoutes } from './cause-routes.js';
import { effectRoutes } from './effect-routes.js';
import { rcaTables } from './rca-tables.js';

/** Root-cause analysis and action plans (business modules §3–§6, §8): see README.md. */
async function rootCausePlugin(app: FastifyInstance): Promise<void> {
  await app.register(effectRoutes);
  await app.register(causeRoutes);
  await app.register(actionRoutes);
  await app.register(attachmentRoutes);
}

export const rootCauseModule: ServerModule = {
  name: 'root-cause',
  routes: rootCausePlugin,
  tables: rcaTables,
};
