import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { forbidden } from '../../core/api-error.js';
import { batchItems, createBatch } from './batch-create.js';
import { mayAct } from '../access/permissions.js';
import { entityRouteSchemas as schemas } from './schemas/index.js';

export const logApi = 'LOG/entities/DATA';

/**
 * `POST LOG/entities/DATA/ALL {logs: [...]}`: the app's queued activity entries in one call, all
 * or nothing, through the same rules as the generic `POST LOG/entities/DATA` (user and time from
 * the server, unit from the request).
 */
export async function logRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  const model = models.find((m) => m.api === logApi);
  if (!model) return;
  const deps = { database: app.database, catalog: app.catalog };
  app.post(`/${logApi}/ALL`, { schema: schemas.activityLog.schema }, async (request) => {
    if (!mayAct(request.access!, model, 'create')) throw forbidden();
    const records = await createBatch(deps, model, request.access!, batchItems(request.body, 'logs'), 'logs');
    return { data: records };
  });
}
