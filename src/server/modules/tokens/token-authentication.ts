import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/create-database.js';
import { forbidden } from '../../core/api-error.js';
import { markTokenUsed, usableToken, type TokenGrant } from './token-repository.js';
import { lastUseIsStale, tokenMayCall } from './token-rules.js';
import { hashTokenSecret, looksLikeApiToken } from './token-secret.js';

/**
 * The grant of a bearer value that is a live API token (unrevoked, unexpired), recording its use;
 * undefined for anything else, which the caller then tries as a session.
 */
export async function apiTokenGrant(db: Db, bearer: string, now = new Date()): Promise<TokenGrant | undefined> {
  if (!looksLikeApiToken(bearer)) return undefined;
  const token = await usableToken(db, hashTokenSecret(bearer), now.toISOString());
  if (!token) return undefined;
  if (lastUseIsStale(token.lastUsedAt, now)) await markTokenUsed(db, token.id, now.toISOString());
  const { lastUsedAt: _lastUsedAt, ...grant } = token;
  return grant;
}

/**
 * A token reaches only its routes (token-rules.ts): an integration token those meant for integrations, a
 * dashboard-bound one (TV link, iframe export) its dashboard's; anything else is 403. A bound token acts at
 * its dashboard's unit whatever the request's unit headers say (resolveRequestContext then checks that its
 * creator still has that unit: else 403).
 */
export function refuseTokenOutsideItsRoutes(request: FastifyRequest): void {
  const prefix = `/${request.server.config.product}`;
  const route = request.routeOptions.url;
  const grant = request.signedIn?.apiToken;
  if (!tokenMayCall(route?.startsWith(prefix) ? route.slice(prefix.length) : undefined, grant)) throw forbidden();
  if (grant?.embed) atEmbedUnit(request, grant.embed.unitId);
}

function atEmbedUnit(request: FastifyRequest, unitId: number): void {
  request.headers['id-element'] = String(unitId);
  delete request.headers['plt-code'];
  delete request.headers['client-code'];
}
