import type { FastifyInstance } from 'fastify';
import { mayReadAlerts } from './alert-access.js';
import { insertCause } from './alert-cause.js';
import { nowOf } from './alert-deps.js';
import { chatOf, postChatMessage } from './alert-chat.js';
import { idValue } from './body-fields.js';
import { readableMovement, viewersOf } from './movement-read.js';
import { listMovements } from './movements-list.js';
import { parseMovementsQuery } from './movements-query.js';
import { lastNotifications, markNotificationRead } from './notification-feed.js';
import { notifyUsers } from './notify-users.js';
import { raiseByRequest } from './raise-service.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { alertRouteSchemas as schemas } from './schemas/index.js';

/** A path id that is not an id names nothing: 404, as an id of nothing would. */
function pathId(value: string): number {
  const id = idValue(value);
  if (id === undefined) throw notFound();
  return id;
}

/**
 * The alerts of platform-core section 7 (ALE): raising (`ALE/actions/raise`), the user's feed and its
 * reading, a movement with its viewers, chat, cause and notify, and the operational-alerts page's list.
 * The rules live in src/server/alerts (README.md there).
 */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const deps = { database: app.database };

  app.post('/ALE/actions/raise', { schema: schemas.raise.schema }, async (request) => ({ data: await raiseByRequest(deps, request.access!, request.body) }));

  // The user's own feed only, admins included: it is their bell.
  app.get<{ Params: { userId: string } }>('/ALE/queries/lastNotifications/:userId', { schema: schemas.feed.schema }, async (request) => {
    const access = request.access!;
    if (request.params.userId !== String(access.userId)) throw forbidden();
    if (!access.unit) return { data: { data: [], unread: 0 } };
    return { data: await lastNotifications(app.database.db, access.userId, access.unit.id_elemento) };
  });

  app.get<{ Params: { id_mvu: string }; Querystring: { userID?: string } }>(
    '/ALE/queries/updateAlertReadByUser/:id_mvu',
    { schema: schemas.feedRead.schema },
    async (request) => {
      const access = request.access!;
      const asked = request.query.userID;
      if (asked !== undefined && asked !== '' && asked !== String(access.userId)) throw forbidden();
      return { data: await markNotificationRead(app.database.db, pathId(request.params.id_mvu), access.userId, nowOf(deps)) };
    },
  );

  app.get<{ Params: { id: string } }>('/ALE/entities/ALEMOV/:id', { schema: schemas.movement.schema }, async (request) => {
    const movement = await readableMovement(app.database.db, request.access!, pathId(request.params.id));
    return { data: { ...movement, viewedBy: await viewersOf(app.database.db, movement.id_movalerta) } };
  });

  app.get<{ Params: { id: string } }>('/ALE/entities/MENSAGEM/:id', { schema: schemas.chat.schema }, async (request) => {
    const movement = await readableMovement(app.database.db, request.access!, pathId(request.params.id));
    return { data: await chatOf(app.database.db, movement.id_movalerta) };
  });

  app.post('/ALE/entities/MENSAGEM', { schema: schemas.chatPost.schema }, async (request) => ({
    data: await postChatMessage(deps, request.access!, request.body),
  }));

  app.post('/ALE/queries/insertCause', { schema: schemas.cause.schema }, async (request) => ({ data: await insertCause(deps, request.access!, request.body) }));

  app.post('/ALE/queries/notifyUsers', { schema: schemas.notify.schema }, async (request) => ({
    data: await notifyUsers(deps, request.access!, request.body),
  }));

  app.get('/ALE/queries/movements', { schema: schemas.movements.schema }, async (request) => {
    const access = request.access!;
    if (!access.unit || !mayReadAlerts(access)) throw forbidden();
    const parsed = parseMovementsQuery(request.query);
    if ('fields' in parsed) throw validationFailed(parsed.fields);
    return listMovements(app.database.db, access.unit.id_elemento, access.userId, parsed.query);
  });
}
