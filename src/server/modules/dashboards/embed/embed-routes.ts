import type { FastifyInstance } from 'fastify';
import { assertCreatorSeesDashboard, embedBindingOf } from './embed-access.js';
import { readEmbedDefinition } from './embed-definition.js';
import { embedRouteSchemas as schemas } from '../schemas/embed-route-schemas.js';

/**
 * `GET GDV/queries/embed`: what a TV link or an iframe export shows (embed-definition.ts), for its token only
 * (403 to a session or an integration token), while its creator still sees the dashboard (403 after).
 */
export async function embedRoutes(app: FastifyInstance): Promise<void> {
  app.get('/GDV/queries/embed', { schema: schemas.embed.schema }, async (request) => {
    const access = request.access!;
    const binding = embedBindingOf(access);
    await assertCreatorSeesDashboard(app.database.db, app.catalog, access, binding.viewId);
    return { data: await readEmbedDefinition(app.database.db, app.catalog, binding) };
  });
}
