import type { FastifyInstance } from 'fastify';
import type { DashboardDefinition } from '../../../../generated/api-types.js';
import { exportDefinition } from './definition-export.js';
import { importDefinition } from './definition-import.js';
import { dashboardRouteSchemas as schemas } from '../schemas/index.js';

/**
 * A definition carries its pictures in base64 (4/3 of their bytes, each under 2 MB): 30 MB takes about ten pictures at
 * the cap, or many ordinary ones, beside the widgets. Bounded, as the whole body is parsed in memory before it is checked;
 * every other route keeps the app's small limit.
 */
export const definitionBodyLimit = 30 * 1024 * 1024;

/** A dashboard as a definition file and back (definition-export.ts, definition-import.ts). */
export async function definitionRoutes(app: FastifyInstance): Promise<void> {
  const deps = { database: app.database, catalog: app.catalog, jobs: app.jobs, uploadDir: app.config.uploadDir };
  app.get<{ Params: { id_visao: string } }>('/GDV/queries/export-dashboard/:id_visao', { schema: schemas.exportDashboard.schema }, async (request) => ({
    data: await exportDefinition(deps, request.access!, Number(request.params.id_visao)),
  }));
  app.post<{ Body: DashboardDefinition }>(
    '/GDV/actions/import-dashboard',
    { bodyLimit: definitionBodyLimit, schema: schemas.importDashboard.schema },
    async (request) => ({ data: await importDefinition(deps, request.access!, request.body) }),
  );
}
