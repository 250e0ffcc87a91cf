import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../../core/api-error.js';
import { updateOwnRecord } from '../users/self-update.js';
import { accessRouteSchemas as schemas } from './schemas/index.js';

type Values = Record<string, unknown>;

const isObject = (body: unknown): body is Values => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * `PUT /users` (platform-core section 7): the legacy profile update. It has no id in its path, so
 * it always changes the signed user's own record, through the very function the profile dialog's
 * `PUT CAC/entities/USUARIO/{id}` uses: the same allowed fields, form rules and password rules.
 */
export async function legacyProfileRoutes(app: FastifyInstance): Promise<void> {
  const users = app.catalog.get('users');
  if (!users) return;
  const deps = { database: app.database, catalog: app.catalog };
  app.put('/users', { schema: schemas.ownProfile.schema }, async (request) => {
    const access = request.access!;
    if (!isObject(request.body)) throw badRequest();
    const named = request.body.id_usuario;
    if (named !== undefined && String(named) !== String(access.userId)) throw forbidden();
    const { id_usuario: _ownId, ...changes } = request.body;
    return { data: await updateOwnRecord(deps, users, access, access.userId, changes) };
  });
}
