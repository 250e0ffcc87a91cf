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

/** A token reaches only the routes meant for integrations (token-rules.ts); anything else is 403. */
export function refuseTokenOutsideItsRoutes(request: FastifyRequest): void {
  const prefix = `/${request.server.config.product}`;
  const route = request.routeOptions.url;
  if (!tokenMayCall(route?.startsWith(prefix) ? route.slice(prefix.length) : undefined)) throw forbidden();
}
