import type { FastifyInstance } from 'fastify';
import { brandingAnswer } from '../../../domain/branding/branding.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { brandingRouteSchemas as schemas } from './schemas/index.js';
import { findBrandingByHostKey } from './branding-repository.js';

export const brandingApi = 'EST/entities/BRANDING';

/**
 * Public `GET /{product}/config/{key}`: the sign-in screen paints the host's title, logo, favicon
 * and colour before anyone signs in. No record (or no branding entity): the defaults.
 */
export async function brandingRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  const model = models.find((m) => m.api === brandingApi);
  app.get('/config/:key', { schema: schemas.branding.schema }, async (request, reply) => {
    const key = String((request.params as { key: string }).key).toLowerCase();
    const record = model && key.length <= 253 ? await findBrandingByHostKey(app.database, model, key) : undefined;
    reply.header('Cache-Control', 'no-cache');
    return { data: brandingAnswer(record) };
  });
}
