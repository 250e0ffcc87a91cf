import type { FastifyInstance } from 'fastify';
import { assertEmbedShowsTab } from '../embed/embed-access.js';
import { readHmiData } from './hmi-data.js';
import { dashboardRouteSchemas as schemas } from '../schemas/index.js';

/** `POST GDV/queries/hmi-data`: the live readings of an HMI tab's picture points (hmi-data.ts). */
export async function hmiRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { id_tab: number } }>('/GDV/queries/hmi-data', { schema: schemas.hmiData.schema }, async (request) => {
    const { db, dialect } = app.database;
    const access = request.access!;
    // A TV link or iframe export reads only a tab it shows (embed-access.ts).
    if (access.apiToken?.embed) await assertEmbedShowsTab(db, app.catalog, access, request.body.id_tab);
    return readHmiData({ db, dialect, catalog: app.catalog }, access, request.body.id_tab);
  });
}
