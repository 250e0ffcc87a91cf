/** The token calls of `/settings/token` (server: src/server/modules/tokens). */
import type { ApiTokenView, CreatedApiToken, TokenScope } from '../../../domain/access/api-token-scopes.js';
import { api } from '../../api/api-client.js';

const TOKENS = 'CAC/entities/TOKEN';

export interface NewTokenRequest {
  name: string;
  scopes: TokenScope[];
  /** ISO-8601 UTC. */
  expires_at: string;
}

export async function fetchTokens(): Promise<ApiTokenView[]> {
  return (await api<string, { data: ApiTokenView[] }>(TOKENS)).data;
}

export async function createToken(request: NewTokenRequest): Promise<CreatedApiToken> {
  return (await api<string, { data: CreatedApiToken }>(TOKENS, { method: 'POST', json: request })).data;
}

export async function revokeToken(id: number): Promise<ApiTokenView> {
  return (await api<string, { data: ApiTokenView }>(`${TOKENS}/${id}/revoke`, { method: 'POST', json: {} })).data;
}
