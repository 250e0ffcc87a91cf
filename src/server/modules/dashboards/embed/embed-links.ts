import type { CreatedApiToken } from '../../../../domain/access/api-token-scopes.js';
import type { Database, Db } from '../../../db/create-database.js';
import { guardedWrite } from '../../../db/guarded-write.js';
import { forbidden, notFound, validationFailed } from '../../../core/api-error.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { TOKEN_NAME_MAX } from '../../tokens/token-input.js';
import { findToken, insertToken, revokeToken, type TokenView } from '../../tokens/token-repository.js';
import { embedTokenScopes } from '../../tokens/token-rules.js';
import { hashTokenSecret, newTokenSecret } from '../../tokens/token-secret.js';
import type { EmbedLinkInput } from './embed-link-input.js';
import { managesDashboards } from '../tab-access.js';

const notInDashboard = 'dashboards.embed.errors.notInDashboard';

/** Who makes and ends a dashboard's links: administrators and who updates the dashboards settings page, signed in as themselves. */
export function assertManagesLinks(access: RequestAccess): void {
  if (access.apiToken || !access.unit || !managesDashboards(access)) throw forbidden();
}

/** The dashboard at the caller's unit, else 404. */
export async function viewAtUnit(db: Db, access: RequestAccess, viewId: number): Promise<{ id_visao: number; vis_descricao: string | null }> {
  const view = await db
    .selectFrom('visao')
    .select(['id_visao', 'vis_descricao'])
    .where('id_visao', '=', viewId)
    .where('id_elemento', '=', access.unit!.id_elemento)
    .executeTakeFirst();
  if (!view) throw notFound();
  return { id_visao: Number(view.id_visao), vis_descricao: (view.vis_descricao as string | null) ?? null };
}

/** The tab is the dashboard's, the widget the tab's and not a manager-only one (a link never shows those); else 400 on the field. */
async function checkTarget(db: Db, input: EmbedLinkInput): Promise<void> {
  if (input.tabId === null) return;
  const tab = await db.selectFrom('dashboard_tab').select('id_tab').where('id_tab', '=', input.tabId).where('id_visao', '=', input.viewId).executeTakeFirst();
  if (!tab) throw validationFailed({ id_tab: { key: notInDashboard } });
  if (input.widgetId === null) return;
  const widget = await db
    .selectFrom('dashboard_widget')
    .select('manager_only')
    .where('id_widget', '=', input.widgetId)
    .where('id_tab', '=', input.tabId)
    .executeTakeFirst();
  if (!widget) throw validationFailed({ id_widget: { key: notInDashboard } });
  if (widget.manager_only === true || widget.manager_only === 1) throw validationFailed({ id_widget: { key: 'dashboards.embed.errors.managerOnly' } });
}

const defaultName = (view: { id_visao: number; vis_descricao: string | null }) => (view.vis_descricao?.trim() || `#${view.id_visao}`).slice(0, TOKEN_NAME_MAX);

async function insertLink(db: Db, access: RequestAccess, input: EmbedLinkInput, name: string, now: Date): Promise<CreatedApiToken> {
  const unit = access.unit!;
  const secret = newTokenSecret();
  const id = await insertToken(db, {
    clientId: unit.cli_codigo,
    plantId: unit.plt_codigo,
    name,
    scopes: embedTokenScopes,
    secretHash: hashTokenSecret(secret),
    createdBy: access.userId,
    createdAt: now.toISOString(),
    expiresAt: input.expiresAt,
    embed: { kind: input.kind, viewId: input.viewId, tabId: input.tabId, widgetId: input.widgetId },
  });
  return { ...(await findToken(db, unit.cli_codigo, id))!, secret };
}

/**
 * A new TV link or iframe export (a dashboard-bound API token, tokens/README.md) of a dashboard at the
 * caller's unit; its secret is in this answer only.
 */
export async function createEmbedLink(db: Db, access: RequestAccess, input: EmbedLinkInput, now = new Date()): Promise<CreatedApiToken> {
  const view = await viewAtUnit(db, access, input.viewId);
  await checkTarget(db, input);
  return insertLink(db, access, input, input.name ?? defaultName(view), now);
}

/** A link of the caller's client on a dashboard of the caller's unit, else 404 (integration tokens are the token page's). */
export async function linkAtUnit(db: Db, access: RequestAccess, id: number): Promise<TokenView> {
  const link = await findToken(db, access.unit!.cli_codigo, id);
  if (!link?.embed_kind || link.id_visao === null) throw notFound();
  await viewAtUnit(db, access, link.id_visao);
  return link;
}

/** Ends a link at once (revoking twice keeps the first time). */
export async function revokeEmbedLink(db: Db, access: RequestAccess, id: number, now = new Date()): Promise<TokenView> {
  await linkAtUnit(db, access, id);
  await revokeToken(db, access.unit!.cli_codigo, id, now.toISOString());
  return (await findToken(db, access.unit!.cli_codigo, id))!;
}

/**
 * Renewing a link revokes it and makes a new one with the same binding and name, in one transaction: the
 * old URL stops working, the new one is in this answer only. A revoked link cannot be renewed (404).
 */
export async function renewEmbedLink(database: Database, access: RequestAccess, id: number, expiresAt: string, now = new Date()): Promise<CreatedApiToken> {
  const link = await linkAtUnit(database.db, access, id);
  return guardedWrite(database, async (tx) => {
    // Two renewals of one link at once: the second finds it revoked and makes no second new link.
    await tx.lock('embed-link-renew', id);
    const current = await findToken(tx.db, access.unit!.cli_codigo, id);
    if (!current || current.revoked_at) throw notFound();
    await revokeToken(tx.db, access.unit!.cli_codigo, id, now.toISOString());
    const input: EmbedLinkInput = {
      kind: link.embed_kind!,
      viewId: link.id_visao!,
      tabId: link.id_tab,
      widgetId: link.id_widget,
      expiresAt,
      name: link.name,
    };
    return insertLink(tx.db, access, input, link.name, now);
  });
}
