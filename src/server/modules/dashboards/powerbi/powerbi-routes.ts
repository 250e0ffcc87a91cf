import type { FastifyInstance } from 'fastify';
import { assertEmbedShowsDashboard } from '../embed/embed-access.js';
import { readPowerBiEmbed } from './powerbi-embed.js';
import { dashboardRouteSchemas as schemas } from '../schemas/index.js';

/** `GET GDV/queries/powerbi-embed/{id_visao}`: a Power BI dashboard's report embedding (powerbi-embed.ts). */
export async function powerBiRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id_visao: string } }>('/GDV/queries/powerbi-embed/:id_visao', { schema: schemas.powerBiEmbed.schema }, async (request) => {
    const { db } = app.database;
    const access = request.access!;
    const id_visao = Number(request.params.id_visao);
    // A TV link or iframe export reads only its own dashboard's report (embed-access.ts).
    if (access.apiToken?.embed) await assertEmbedShowsDashboard(db, app.catalog, access, id_visao);
    return readPowerBiEmbed(db, app.catalog, access, app.config.powerbiEmbedUrl, id_visao);
  });
}
