import type { FastifyInstance } from 'fastify';
import { embedTabDataRequest } from '../embed/embed-access.js';
import { dashboardRouteSchemas as schemas } from '../schemas/index.js';
import { readTabData, type TabDataRequest } from './tab-data.js';

/** `POST GDV/queries/tab-data`: the data of a tab's widgets in one request (tab-data.ts). */
export async function tabDataRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TabDataRequest }>('/GDV/queries/tab-data', { schema: schemas.tabData.schema }, async (request) => {
    const { db, dialect } = app.database;
    const access = request.access!;
    // A TV link or iframe export reads only what it is bound to (embed-access.ts).
    const body = access.apiToken?.embed ? await embedTabDataRequest(db, app.catalog, access, request.body) : request.body;
    return readTabData({ db, dialect, catalog: app.catalog, log: request.log }, access, body);
  });
}
