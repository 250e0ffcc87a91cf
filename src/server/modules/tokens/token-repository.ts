import type { ApiTokenView, TokenScope } from '../../../domain/access/api-token-scopes.js';
import type { Db } from '../../db/create-database.js';
import { API_TOKEN_TABLE } from './api-token-table.js';

export type TokenView = ApiTokenView;

export type EmbedKind = 'tv' | 'iframe';

/** What a dashboard-bound token shows: a whole dashboard on a TV, or one tab or one widget in a host page's frame. */
export interface EmbedBinding {
  kind: EmbedKind;
  viewId: number;
  tabId: number | null;
  widgetId: number | null;
  /** The dashboard's unit: where the token acts. */
  unitId: number;
}

/** What a request signed with a token may use: its owner, place and grants. */
export interface TokenGrant {
  id: number;
  createdBy: number;
  clientId: number;
  plantId: number;
  scopes: TokenScope[];
  /** Set for a TV link or an iframe export (dashboard-bound token). */
  embed?: EmbedBinding;
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
  't.embed_kind',
  't.id_visao',
  'v.vis_descricao',
  't.id_tab',
  'tab.description as tab_description',
  't.id_widget',
  'w.title as widget_title',
] as const;

const idOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toView(row: Record<string, unknown>): TokenView {
  return {
    ...(row as unknown as TokenView),
    id_api_token: Number(row.id_api_token),
    plt_codigo: Number(row.plt_codigo),
    created_by: Number(row.created_by),
    scopes: parseScopes(row.scopes),
    embed_kind: (row.embed_kind as TokenView['embed_kind']) ?? null,
    id_visao: idOrNull(row.id_visao),
    id_tab: idOrNull(row.id_tab),
    id_widget: idOrNull(row.id_widget),
  };
}

function views(db: Db) {
  return db
    .selectFrom(`${API_TOKEN_TABLE} as t`)
    .leftJoin('planta as p', 'p.plt_codigo', 't.plt_codigo')
    .leftJoin('usuario as u', 'u.id_usuario', 't.created_by')
    .leftJoin('visao as v', 'v.id_visao', 't.id_visao')
    .leftJoin('dashboard_tab as tab', 'tab.id_tab', 't.id_tab')
    .leftJoin('dashboard_widget as w', 'w.id_widget', 't.id_widget')
    .select([...viewColumns]);
}

/** The client's tokens, newest first. */
export async function listTokens(db: Db, clientId: number): Promise<TokenView[]> {
  const rows = await views(db).where('t.cli_codigo', '=', clientId).orderBy('t.created_at', 'desc').orderBy('t.id_api_token', 'desc').execute();
  return rows.map(toView);
}

/** The unrevoked links of one dashboard (TV links and iframe exports), newest first. */
export async function listDashboardLinks(db: Db, clientId: number, viewId: number): Promise<TokenView[]> {
  const rows = await views(db)
    .where('t.cli_codigo', '=', clientId)
    .where('t.id_visao', '=', viewId)
    .where('t.revoked_at', 'is', null)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id_api_token', 'desc')
    .execute();
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
  embed?: Omit<EmbedBinding, 'unitId'>;
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
      ...(token.embed ? { embed_kind: token.embed.kind, id_visao: token.embed.viewId, id_tab: token.embed.tabId, id_widget: token.embed.widgetId } : {}),
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
    .selectFrom(`${API_TOKEN_TABLE} as t`)
    .leftJoin('visao as v', 'v.id_visao', 't.id_visao')
    .select([
      't.id_api_token',
      't.created_by',
      't.cli_codigo',
      't.plt_codigo',
      't.scopes',
      't.last_used_at',
      't.embed_kind',
      't.id_visao',
      't.id_tab',
      't.id_widget',
    ])
    .select('v.id_elemento as embed_unit')
    .where('t.secret_hash', '=', secretHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id_api_token),
    createdBy: Number(row.created_by),
    clientId: Number(row.cli_codigo),
    plantId: Number(row.plt_codigo),
    scopes: parseScopes(row.scopes),
    lastUsedAt: (row.last_used_at as string | null) ?? null,
    ...(row.embed_kind ? { embed: bindingOf(row) } : {}),
  };
}

/** A bound token's row as its binding (its dashboard's unit read with it). */
function bindingOf(row: Record<string, unknown>): EmbedBinding {
  return {
    kind: row.embed_kind === 'tv' ? 'tv' : 'iframe',
    viewId: Number(row.id_visao),
    tabId: idOrNull(row.id_tab),
    widgetId: idOrNull(row.id_widget),
    unitId: Number(row.embed_unit),
  };
}

export async function markTokenUsed(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable(API_TOKEN_TABLE).set({ last_used_at: now }).where('id_api_token', '=', id).execute();
}
