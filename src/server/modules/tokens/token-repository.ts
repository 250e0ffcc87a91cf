import type { ApiTokenView, TokenScope } from '../../../domain/access/api-token-scopes.js';
import type { Db } from '../../db/create-database.js';
import { API_TOKEN_TABLE } from './api-token-table.js';

export type TokenView = ApiTokenView;

/** What a request signed with a token may use: its owner, place and grants. */
export interface TokenGrant {
  id: number;
  createdBy: number;
  clientId: number;
  plantId: number;
  scopes: TokenScope[];
}

const parseScopes = (raw: unknown): TokenScope[] => (typeof raw === 'string' ? JSON.parse(raw) : (raw as TokenScope[]));

const viewColumns = [
  't.id_api_token',
  't.name',
  't.scopes',
  't.plt_codigo',
  'p.plt_descri',
  't.created_by',
  'u.usu_nome as created_by_name',
  't.created_at',
  't.expires_at',
  't.last_used_at',
  't.revoked_at',
] as const;

function toView(row: Record<string, unknown>): TokenView {
  return {
    ...(row as unknown as TokenView),
    id_api_token: Number(row.id_api_token),
    plt_codigo: Number(row.plt_codigo),
    created_by: Number(row.created_by),
    scopes: parseScopes(row.scopes),
  };
}

function views(db: Db) {
  return db
    .selectFrom(`${API_TOKEN_TABLE} as t`)
    .leftJoin('planta as p', 'p.plt_codigo', 't.plt_codigo')
    .leftJoin('usuario as u', 'u.id_usuario', 't.created_by')
    .select([...viewColumns]);
}

/** The client's tokens, newest first. */
export async function listTokens(db: Db, clientId: number): Promise<TokenView[]> {
  const rows = await views(db).where('t.cli_codigo', '=', clientId).orderBy('t.created_at', 'desc').orderBy('t.id_api_token', 'desc').execute();
  return rows.map(toView);
}

export async function findToken(db: Db, clientId: number, id: number): Promise<TokenView | undefined> {
  const row = await views(db).where('t.cli_codigo', '=', clientId).where('t.id_api_token', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

export interface NewToken {
  clientId: number;
  plantId: number;
  name: string;
  scopes: TokenScope[];
  secretHash: string;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
}

export async function insertToken(db: Db, token: NewToken): Promise<number> {
  const row = await db
    .insertInto(API_TOKEN_TABLE)
    .values({
      cli_codigo: token.clientId,
      plt_codigo: token.plantId,
      name: token.name,
      scopes: JSON.stringify(token.scopes),
      secret_hash: token.secretHash,
      created_by: token.createdBy,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .returning('id_api_token')
    .executeTakeFirstOrThrow();
  return Number(row.id_api_token);
}

/** Revoking twice keeps the first time. */
export async function revokeToken(db: Db, clientId: number, id: number, now: string): Promise<void> {
  await db
    .updateTable(API_TOKEN_TABLE)
    .set({ revoked_at: now })
    .where('cli_codigo', '=', clientId)
    .where('id_api_token', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The grant of an unrevoked, unexpired token with this hash, and when it was last used. */
export async function usableToken(db: Db, secretHash: string, now: string): Promise<(TokenGrant & { lastUsedAt: string | null }) | undefined> {
  const row = await db
    .selectFrom(API_TOKEN_TABLE)
    .select(['id_api_token', 'created_by', 'cli_codigo', 'plt_codigo', 'scopes', 'last_used_at'])
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id_api_token),
    createdBy: Number(row.created_by),
    clientId: Number(row.cli_codigo),
    plantId: Number(row.plt_codigo),
    scopes: parseScopes(row.scopes),
    lastUsedAt: (row.last_used_at as string | null) ?? null,
  };
}

export async function markTokenUsed(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable(API_TOKEN_TABLE).set({ last_used_at: now }).where('id_api_token', '=', id).execute();
}
