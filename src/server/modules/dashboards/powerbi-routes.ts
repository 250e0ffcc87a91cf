import type { FastifyInstance } from 'fastify';
import { readPowerBiEmbed } from './powerbi-embed.js';
import { dashboardRouteSchemas as schemas } from './schemas/index.js';

/** `GET GDV/queries/powerbi-embed/{id_visao}`: a Power BI dashboard's report embedding (powerbi-embed.ts). */
export async function powerBiRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id_visao: string } }>('/GDV/queries/powerbi-embed/:id_visao', { schema: schemas.powerBiEmbed.schema }, async (request) =>
    readPowerBiEmbed(app.database.db, app.catalog, request.access!, app.config.powerbiEmbedUrl, Number(request.params.id_visao)),
  );
}
