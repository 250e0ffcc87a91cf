import type { ApiTokenView } from '../../../domain/access/api-token-scopes.js';

export type TokenStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the list says what someone did, then what time did. */
export function tokenStatus(token: Pick<ApiTokenView, 'revoked_at' | 'expires_at'>, now = Date.now()): TokenStatus {
  if (token.revoked_at) return 'revoked';
  return Date.parse(token.expires_at) <= now ? 'expired' : 'active';
}
