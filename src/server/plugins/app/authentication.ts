import type { FastifyRequest } from 'fastify';
import { findRecord } from '../../modules/entities/entity-reads.js';
import { hashToken } from '../../modules/auth/session-repository.js';
import { allOf } from '../../modules/access/access-scope.js';
import { unauthorized } from '../../core/api-error.js';
import { modelByTable } from '../../core/core-models.js';
import { apiTokenGrant } from '../../modules/tokens/token-authentication.js';
import { signedSessionUser } from './signed-session.js';

const bearer = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)$/i;

async function tokenCreator(request: FastifyRequest, userId: number) {
  const { database, catalog } = request.server;
  const user = await findRecord(database.db, modelByTable(catalog, 'usuario'), userId, allOf([]));
  return user && user.usu_ativo !== 'N' ? user : undefined;
}

/** onRequest hook of the signed-in routes: a valid, unexpired, unrevoked session or API token of an active user. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const { database } = request.server;
  const tokenHash = hashToken(token);
  // An API token (modules/tokens) acts as its creator, narrowed in resolveRequestContext.
  const apiToken = await apiTokenGrant(database.db, token);
  const user = apiToken ? await tokenCreator(request, apiToken.createdBy) : await signedSessionUser(request.server, tokenHash);
  if (!user) throw unauthorized();
  request.signedIn = { user, tokenHash, ...(apiToken ? { apiToken } : {}) };
}
