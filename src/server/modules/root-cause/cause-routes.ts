import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/api-error.js';
import { runCauseCommand, type CauseCommandBody } from './cause-command.js';
import { createCause, editCause, type CauseCreateBody, type CauseUpdateBody } from './cause-write.js';
import { pathId } from './rca-path-id.js';
import { causeRouteSchemas as schemas } from './schemas/cause-route-schemas.js';
import { createWhy, editWhy, removeWhy, type WhyCreateBody } from './why-write.js';

/** Causes (create, edit, cancel, reactivate) and their whys (add, edit, delete): README.md, Causes and whys. */
export async function causeRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;

  app.post(schemas.createCause.url, { schema: schemas.createCause.schema }, async (request) => ({
    data: await createCause(database, request.access!, request.body as CauseCreateBody),
  }));
  app.put(schemas.updateCause.url, { schema: schemas.updateCause.schema }, async (request) => ({
    data: await editCause(database, request.access!, pathId(request, notFound), request.body as CauseUpdateBody),
  }));
  app.post(schemas.causeCommand.url, { schema: schemas.causeCommand.schema }, async (request) => ({
    data: await runCauseCommand(database, request.access!, pathId(request, notFound), request.body as CauseCommandBody),
  }));
  app.post(schemas.createWhy.url, { schema: schemas.createWhy.schema }, async (request) => ({
    data: await createWhy(database, request.access!, request.body as WhyCreateBody),
  }));
  app.put(schemas.updateWhy.url, { schema: schemas.updateWhy.schema }, async (request) => ({
    data: await editWhy(database, request.access!, pathId(request, notFound), request.body as { text: string }),
  }));
  app.delete(schemas.deleteWhy.url, { schema: schemas.deleteWhy.schema }, async (request) => ({
    data: await removeWhy(database, request.access!, pathId(request, notFound)),
  }));
}
