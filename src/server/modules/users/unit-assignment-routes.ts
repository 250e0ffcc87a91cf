import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrudAction } from '../../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { modelByTable } from '../../core/core-models.js';
import { mayAct } from '../access/permissions.js';
import { assignUnit, setInitialPage, setProfile, unassignUnit, unitsOfUser } from './unit-assignment.js';
import { userRouteSchemas as schemas } from './schemas/index.js';

const idPattern = /^\d{1,10}$/;
const isId = (value: unknown) => (typeof value === 'number' || typeof value === 'string') && idPattern.test(String(value)) && Number(value) <= 2_147_483_647;

function pathId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id;
  if (!isId(raw)) throw notFound();
  return Number(raw);
}

/** `{id_usuario, id_elemento, ...}`: every named field a positive integer, else a 400 naming it. */
function bodyIds<N extends string>(body: unknown, names: readonly N[]): Record<N, number> {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const name of names) {
    if (values[name] === undefined || values[name] === null || values[name] === '') errors[name] = { key: 'global.labels.requiredField' };
    else if (!isId(values[name])) errors[name] = { key: 'validation.integer' };
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return Object.fromEntries(names.map((name) => [name, Number(values[name])])) as Record<N, number>;
}

/**
 * The user form's unit assignment (platform-core sections 6 and 7), on top of the user-unit entity.
 * `{id}` of `GET CAC/entities/ELEMENTO/{id}` is a user, of `PUT CAC/entities/ELEMENTO/{id}` a user-unit link
 * (`id_usuario_elemento`); PERFIL_USU carries the unit as `id_elemento` in its body. No generic entity
 * uses these paths (units are `EST/entities/ELEMENTO`); Fastify refuses to start if one ever does.
 */
export async function unitAssignmentRoutes(app: FastifyInstance): Promise<void> {
  const deps = { database: app.database, catalog: app.catalog };
  const links = modelByTable(app.catalog, 'usuario_elemento');
  const allow = (action: CrudAction) => async (request: FastifyRequest) => {
    if (!mayAct(request.access!, links, action)) throw forbidden();
  };

  app.get('/CAC/entities/ELEMENTO/:id', { preHandler: allow('read'), schema: schemas.userUnits.schema }, async (request) => {
    const access = request.access!;
    return { data: await unitsOfUser(deps, { ...access, clientId: access.clientId! }, pathId(request)) };
  });
  app.post('/CAC/entities/ELEMENTO', { preHandler: allow('create'), schema: schemas.unitAssign.schema }, async (request) => {
    const { id_usuario, id_elemento } = bodyIds(request.body, ['id_usuario', 'id_elemento']);
    return { data: await assignUnit(deps, request.access!, id_usuario, id_elemento) };
  });
  app.put('/CAC/queries/ELEMENTO', { preHandler: allow('update'), schema: schemas.unitUnassign.schema }, async (request) => {
    const { id_usuario, id_elemento } = bodyIds(request.body, ['id_usuario', 'id_elemento']);
    return { data: await unassignUnit(deps, request.access!, id_usuario, id_elemento) };
  });
  app.put('/CAC/entities/ELEMENTO/:id', { preHandler: allow('update'), schema: schemas.unitLinkUpdate.schema }, async (request) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (!('initial_page' in body)) throw validationFailed({ initial_page: { key: 'global.labels.requiredField' } });
    return { data: await setInitialPage(deps, request.access!, pathId(request), body.initial_page) };
  });
  for (const [method, granted] of [
    ['POST', true],
    ['PUT', false],
  ] as const) {
    app.route({
      method,
      url: '/CAC/entities/PERFIL_USU',
      preHandler: allow('update'),
      schema: (granted ? schemas.profileGrant : schemas.profileRevoke).schema,
      handler: async (request) => {
        const ids = bodyIds(request.body, ['id_usuario', 'id_elemento', 'id_perfil']);
        const target = { userId: ids.id_usuario, unitId: ids.id_elemento, profileId: ids.id_perfil };
        return { data: await setProfile(deps, request.access!, target, granted) };
      },
    });
  }
}
