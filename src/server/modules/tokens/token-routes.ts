import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenScopeMenuIds, actionsOfScope } from '../../../domain/access/api-token-scopes.js';
import { allPermissionIds } from '../../../domain/navigation/menu-paths.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { findToken, insertToken, listTokens, revokeToken } from './token-repository.js';
import { parseTokenInput } from './token-input.js';
import { tokenRouteSchemas as schemas } from './schemas/index.js';
import { hashTokenSecret, newTokenSecret } from './token-secret.js';

export const TOKENS_API = '/CAC/entities/TOKEN';

const grantable: ReadonlySet<string> = new Set(tokenScopeMenuIds(allPermissionIds));

/** Administrators of the client, signed in as themselves: a token never manages tokens. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  const access = request.access!;
  if (access.apiToken || !access.isAdmin) throw forbidden();
}

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * `GET CAC/entities/TOKEN` lists the client's tokens; `POST` creates one at the current unit's
 * plant and answers its secret, the only time it is ever sent; `POST .../{id}/revoke` ends it at once.
 */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.addHook('preHandler', administratorsOnly);

  app.get(TOKENS_API, { schema: schemas.tokenList.schema }, async (request, reply) => {
    const tokens = await listTokens(db, request.access!.clientId!);
    reply.header('Content-Range', tokens.length ? `items 0-${tokens.length - 1}/${tokens.length}` : 'items */0');
    return { data: tokens };
  });

  app.post(TOKENS_API, { schema: schemas.tokenCreate.schema }, async (request) => {
    const access = request.access!;
    if (!access.unit) throw forbidden();
    // An admin holds every page; kept explicit so the rule survives tokens made by non-admins one day.
    const creatorHolds = (scope: Parameters<typeof actionsOfScope>[0]) =>
      access.isAdmin || actionsOfScope(scope).every((action) => access.permissions.get(scope.menu_id)?.has(action));
    const parsed = parseTokenInput(request.body, grantable, creatorHolds);
    if ('errors' in parsed) throw validationFailed(parsed.errors);
    const secret = newTokenSecret();
    const id = await insertToken(db, {
      clientId: access.unit.cli_codigo,
      plantId: access.unit.plt_codigo,
      name: parsed.input.name,
      scopes: parsed.input.scopes,
      secretHash: hashTokenSecret(secret),
      createdBy: access.userId,
      createdAt: new Date().toISOString(),
      expiresAt: parsed.input.expiresAt,
    });
    return { data: { ...(await findToken(db, access.unit.cli_codigo, id))!, secret } };
  });

  app.post(`${TOKENS_API}/:id/revoke`, { schema: schemas.tokenRevoke.schema }, async (request) => {
    const clientId = request.access!.clientId!;
    const id = idOf(request);
    if (!(await findToken(db, clientId, id))) throw notFound();
    await revokeToken(db, clientId, id, new Date().toISOString());
    return { data: await findToken(db, clientId, id) };
  });
}
