import type { FastifyInstance } from 'fastify';
import { clientRulesFor } from '../../../domain/navigation/client-rules.js';
import { isAdmin, linkedProfilePermissions } from './user-access-repository.js';
import { accessMapOf } from './access-control.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { unionOfProfiles } from './permissions.js';
import { accessRouteSchemas as schemas } from './schemas/index.js';

const positiveId = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') && /^\d{1,10}$/.test(String(value)) && Number(value) > 0 && Number(value) <= 2_147_483_647;

/**
 * `POST CAC/queries/accessControl {id, plt}`: the signed user's permissions in one of their units —
 * `id` is the unit (`id_elemento`), `plt` its plant (`plt_codigo`), as the unit selector holds them.
 * Answers `{ data: {menuId: {read, create, update, delete}}, clientRules }` (clientRules: the
 * CLIENT_RULES lists reduced to the user's own client code). A unit the user is not linked to, or a
 * plant that is not the unit's, is 403.
 */
export async function accessControlRoutes(app: FastifyInstance): Promise<void> {
  app.post('/CAC/queries/accessControl', { schema: schemas.accessControl.schema }, async (request) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const errors = Object.fromEntries((['id', 'plt'] as const).filter((name) => !positiveId(body[name])).map((name) => [name, { key: 'validation.integer' }]));
    if (Object.keys(errors).length) throw validationFailed(errors);
    const access = request.access!;
    const unit = access.units.find((candidate) => candidate.id_elemento === Number(body.id));
    if (!unit || unit.plt_codigo !== Number(body.plt)) throw forbidden();
    const admin = isAdmin(access.user as { usu_tipo?: unknown });
    const permissions = admin ? new Map() : unionOfProfiles(await linkedProfilePermissions(app.database.db, access.userId, unit.id_elemento));
    return { data: accessMapOf(admin, permissions), clientRules: clientRulesFor(unit.cli_codigo, app.config.clientRules) };
  });
}
