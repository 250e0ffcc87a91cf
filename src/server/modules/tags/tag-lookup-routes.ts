import type { FastifyInstance } from 'fastify';
import { clientTags, spcTags } from './tag-lookups.js';
import { tagRouteSchemas as schemas } from './schemas/index.js';

/**
 * The tag lookups the app caches after sign-in (platform-core section 7), for any signed user:
 * they feed every module's tag pickers, not the tag settings page, whose generic routes keep
 * the `settings.tags` permission.
 */
export async function tagLookupRoutes(app: FastifyInstance): Promise<void> {
  const tags = app.catalog.get('tags');
  if (!tags) return;
  app.get('/MES/entities/MESTAG/CLIENT', { schema: schemas.clientTags.schema }, async (request) => ({
    data: await clientTags(app.database.db, tags, request.access!),
  }));
  app.get('/MES/entities/SPCTAGS', { schema: schemas.spcTags.schema }, async (request) => ({ data: await spcTags(app.database.db, tags, request.access!) }));
}
