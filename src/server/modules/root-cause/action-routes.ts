import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../core/api-error.js';
import { runActionCommand, type ActionCommandBody } from './action-command.js';
import { createAction, type ActionCreateBody } from './action-create.js';
import { duplicateAction } from './action-duplicate.js';
import { updateAction, type ActionUpdateBody } from './action-edit.js';
import { exportActions } from './action-export.js';
import { actionHistory } from './action-history-read.js';
import { listActions } from './action-list.js';
import { verifyAction, type ActionVerifyBody } from './action-verify.js';
import { pathId } from './rca-path-id.js';
import { actionRouteSchemas as schemas } from './schemas/action-route-schemas.js';

const actionId = (request: FastifyRequest) => pathId(request, notFound);

/** README.md, Routes: Actions. */
export async function actionRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;
  const url = (description: { url: string }) => description.url;

  app.post(url(schemas.createAction), { schema: schemas.createAction.schema }, async (request) => ({
    data: await createAction(database, request.access!, request.body as ActionCreateBody),
  }));
  app.put(url(schemas.updateAction), { schema: schemas.updateAction.schema }, async (request) => ({
    data: await updateAction(database, request.access!, actionId(request), request.body as ActionUpdateBody),
  }));
  app.post(url(schemas.actionCommand), { schema: schemas.actionCommand.schema }, async (request) => ({
    data: await runActionCommand(database, request.access!, actionId(request), request.body as ActionCommandBody),
  }));
  app.post(url(schemas.verifyAction), { schema: schemas.verifyAction.schema }, async (request) => ({
    data: await verifyAction(database, request.access!, actionId(request), request.body as ActionVerifyBody),
  }));
  app.post(url(schemas.duplicateAction), { schema: schemas.duplicateAction.schema }, async (request) => ({
    data: await duplicateAction(database, request.access!, actionId(request), request.body as { version: number }),
  }));
  app.get(url(schemas.actions), { schema: schemas.actions.schema }, async (request) => listActions(database, request.access!, request.query));
  app.get(url(schemas.exportActions), { schema: schemas.exportActions.schema }, async (request, reply) => {
    const csv = await exportActions(database, request.access!, request.query, request.headers['accept-language']);
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="actions.csv"').send(csv);
  });
  app.get(url(schemas.actionHistory), { schema: schemas.actionHistory.schema }, async (request) => ({
    data: await actionHistory(database, request.access!, actionId(request)),
  }));
}
