import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CrudAction, EntityModel } from '../../../domain/entities/entity-model.js';
import { totalMoreThanHeader } from '../../../domain/entities/list-total.js';
import type { ListTotal } from './entity-reads.js';
import { forbidden, notFound } from '../../core/api-error.js';
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity } from './entity-service.js';
import { parseListParams } from './list-params.js';
import { mayAct } from '../access/permissions.js';
import { isOwnRecord, updateOwnRecord } from '../users/self-update.js';

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw notFound();
  return id;
}

/** `items 0-24/137`, as ra-data-simple-rest reads it; `items 0-24/*` when the count stopped at its cap. */
function contentRange(offset: number, count: number, total: ListTotal): string {
  const of = total.exact ? String(total.total) : '*';
  return count ? `items ${offset}-${offset + count - 1}/${of}` : `items */${of}`;
}

/** The generic routes of one entity: everything comes from its model, nothing is hand-written per entity. */
function registerEntity(app: FastifyInstance, model: EntityModel): void {
  const path = `/${model.api}`;
  const deps = { database: app.database, catalog: app.catalog, jobs: app.jobs };
  const allow = (action: CrudAction) => async (request: FastifyRequest) => {
    if (!mayAct(request.access!, model, action)) throw forbidden();
  };
  // A user reads and updates their own record without the user-registration permission (users/self-update.ts).
  const allowOwn = (action: CrudAction) => async (request: FastifyRequest) => {
    if (!isOwnRecord(model, request.access!, request.params)) await allow(action)(request);
  };

  app.get(path, { preHandler: allow('read') }, async (request, reply: FastifyReply) => {
    const params = parseListParams(model, request.query as Record<string, unknown>);
    const { records, ...total } = await listEntities(deps, model, request.access!, params);
    reply.header('Content-Range', contentRange(params.offset, records.length, total));
    if (total.exact) {
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
    } else {
      reply.header(totalMoreThanHeader, String(total.total));
      reply.header('Access-Control-Expose-Headers', `Content-Range, ${totalMoreThanHeader}`);
    }
    return { data: records };
  });
  app.get(`${path}/:id`, { preHandler: allowOwn('read') }, async (request) => ({
    data: await getEntity(deps, model, request.access!, idOf(request)),
  }));
  app.post(path, { preHandler: allow('create') }, async (request) => ({
    data: await createEntity(deps, model, request.access!, request.body),
  }));
  app.put(`${path}/:id`, { preHandler: allowOwn('update') }, async (request) => {
    const update = isOwnRecord(model, request.access!, request.params) ? updateOwnRecord : updateEntity;
    return { data: await update(deps, model, request.access!, idOf(request), request.body) };
  });
  app.delete(`${path}/:id`, { preHandler: allow('delete') }, async (request) => ({
    data: await deleteEntity(deps, model, request.access!, idOf(request)),
  }));
}

export async function entityRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  for (const model of models) registerEntity(app, model);
}
