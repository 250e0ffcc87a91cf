import type { FastifyRequest } from 'fastify';
import { findRecord } from '../../repositories/entity-reads.js';
import { hashToken, sessionUserId } from '../../repositories/session-repository.js';
import { allOf } from '../../services/access-scope.js';
import { unauthorized } from '../../services/api-error.js';
import { modelByTable } from '../../services/core-models.js';

const bearer = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)$/i;

/** onRequest hook of the signed-in routes: a valid, unexpired, unrevoked session of an active user. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const { database, catalog } = request.server;
  const tokenHash = hashToken(token);
  const userId = await sessionUserId(database.db, tokenHash);
  if (userId === undefined) throw unauthorized();
  const user = await findRecord(database.db, modelByTable(catalog, 'usuario'), userId, allOf([]));
  if (!user || user.usu_ativo === 'N') throw unauthorized();
  request.signedIn = { user, tokenHash };
}
