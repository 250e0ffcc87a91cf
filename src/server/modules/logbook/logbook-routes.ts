import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { annotationTooLarge } from './entry-errors.js';
import { idOfPath } from './entry-input.js';
import { addEntry, changeEntry, listGroupEntries, removeEntry, type LogbookDeps } from './entry-service.js';
import { logbookRouteSchemas as schemas } from './schemas/index.js';
import { notFound } from '../../core/api-error.js';
import type { LogbookEntriesListAnswer } from '../../../generated/api-types.js';

export const logbookGroupApi = 'LOGBOOK/entities/GROUP';
const entries = '/LOGBOOK/entities/DATA';

function pathId(request: FastifyRequest, name: 'groupId' | 'id'): number {
  const id = idOfPath((request.params as Record<string, string | undefined>)[name]);
  if (id === undefined) throw notFound();
  return id;
}

/**
 * The shift logbook's entries (platform-core section 7); the groups are the generic entity routes of
 * `LOGBOOK/entities/GROUP`. GET answers `{data: [entries], total}` (also in Content-Range), newest first.
 */
export async function logbookRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  const groups = models.find((m) => m.api === logbookGroupApi);
  if (!groups) return;
  const deps: LogbookDeps = { database: app.database, catalog: app.catalog, groups, maxBytes: app.config.logbookMaxBytes };
  // Room for JSON escaping around the largest annotation, so the explicit check answers; past that the
  // framework's own 413 gets the logbook's message too.
  const bodyLimit = Math.max(app.config.bodyLimit, 2 * deps.maxBytes + 64 * 1024);
  app.setErrorHandler(async (error: FastifyError) => {
    throw error.statusCode === 413 ? annotationTooLarge() : error;
  });

  app.get(`${entries}/:groupId`, { schema: schemas.list.schema }, async (request, reply): Promise<LogbookEntriesListAnswer> => {
    const page = await listGroupEntries(deps, request.access!, pathId(request, 'groupId'), request.query as Record<string, unknown>);
    const range = page.entries.length ? `items ${page.offset}-${page.offset + page.entries.length - 1}/${page.total}` : `items */${page.total}`;
    reply.header('Content-Range', range);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return { data: page.entries, total: page.total };
  });
  app.post(entries, { bodyLimit, schema: schemas.create.schema }, async (request) => ({ data: await addEntry(deps, request.access!, request.body) }));
  app.put(`${entries}/:id`, { bodyLimit, schema: schemas.update.schema }, async (request) => ({
    data: await changeEntry(deps, request.access!, pathId(request, 'id'), request.body),
  }));
  app.delete(`${entries}/:id`, { schema: schemas.remove.schema }, async (request) => ({
    data: await removeEntry(deps, request.access!, pathId(request, 'id')),
  }));
}
