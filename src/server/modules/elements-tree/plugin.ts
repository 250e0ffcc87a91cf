import type { FastifyInstance } from 'fastify';
import { elementsTreeRoutes } from './tree-routes.js';

/** The elements tree (`/settings/operational-structure/elements-tree`): its read and plant-move routes; the units hook is registered in `entities/entity-hooks.ts`. */
export async function elementsTreePlugin(app: FastifyInstance): Promise<void> {
  await app.register(elementsTreeRoutes);
}
