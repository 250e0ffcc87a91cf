import type { Db } from '../../../db/create-database.js';
import { forbidden } from '../../../core/api-error.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { RequestAccess } from '../../../fastify-types.js';
import type { EmbedBinding } from '../../tokens/token-repository.js';
import { visibleViews } from '../dashboard-visibility.js';
import { readsEveryDashboard } from '../tab-access.js';
import type { TabDataRequest } from '../widget-data/tab-data.js';

/** The frame width a widget token's data is reduced to when the page did not say (tab-data.ts's default). */
const DEFAULT_WIDTH_PX = 600;

/** The binding of the caller's token: the embedding routes answer TV links and iframe exports only (403 to anyone else). */
export function embedBindingOf(access: RequestAccess): EmbedBinding {
  const binding = access.apiToken?.embed;
  if (!binding) throw forbidden();
  return binding;
}

/**
 * A link shows no more than its creator may see now: the token acts as its creator at the dashboard's unit
 * (request-context.ts), so the dashboard must be one the creator still reads there (dashboard-visibility.ts),
 * else the link stops working (403) until the creator sees it again.
 */
export async function assertCreatorSeesDashboard(db: Db, catalog: ModelCatalog, access: RequestAccess, viewId: number): Promise<void> {
  if (!access.unit) throw forbidden();
  const view = await db
    .selectFrom('visao')
    .select('id_visao')
    .where('id_visao', '=', viewId)
    .where('id_elemento', '=', access.unit.id_elemento)
    .executeTakeFirst();
  if (!view) throw forbidden();
  if (readsEveryDashboard(access)) return;
  const views = catalog.get('dashboard-views');
  const userGroups = catalog.get('user-groups');
  const visible = views && userGroups ? await visibleViews(db, views, userGroups, access) : [];
  if (!visible.some((candidate) => candidate.id_visao === viewId)) throw forbidden();
}

/** The tabs a binding shows, for the caller to select from: every tab of its dashboard for a TV link, its own for an iframe export. */
export const tabsShownBy = (db: Db, binding: EmbedBinding) =>
  db
    .selectFrom('dashboard_tab')
    .where('id_visao', '=', binding.viewId)
    .$if(binding.tabId !== null, (query) => query.where('id_tab', '=', binding.tabId));

/** Whether a tab is one the binding shows (an iframe export's own tab needs no query). */
export async function bindingShowsTab(db: Db, binding: EmbedBinding, tabId: number): Promise<boolean> {
  if (binding.tabId !== null) return binding.tabId === tabId;
  return (await tabsShownBy(db, binding).select('id_tab').where('id_tab', '=', tabId).executeTakeFirst()) !== undefined;
}

/**
 * A bound token's view of a whole tab (an HMI tab's readings): a tab its binding shows, never through a widget export
 * (which shows its one widget), else 403 before anything is read; then only while its creator sees the dashboard.
 */
export async function assertEmbedShowsTab(db: Db, catalog: ModelCatalog, access: RequestAccess, tabId: number): Promise<void> {
  const binding = embedBindingOf(access);
  if (binding.widgetId !== null || !(await bindingShowsTab(db, binding, tabId))) throw forbidden();
  await assertCreatorSeesDashboard(db, catalog, access, binding.viewId);
}

/**
 * A bound token's Power BI report: its own dashboard's, which every tab of a Power BI dashboard shows, so only while
 * the binding shows one of its tabs (never through a widget export; 403 before anything is read), and while its
 * creator sees the dashboard.
 */
export async function assertEmbedShowsDashboard(db: Db, catalog: ModelCatalog, access: RequestAccess, viewId: number): Promise<void> {
  const binding = embedBindingOf(access);
  if (binding.widgetId !== null || binding.viewId !== viewId) throw forbidden();
  if (!(await tabsShownBy(db, binding).select('id_tab').executeTakeFirst())) throw forbidden();
  await assertCreatorSeesDashboard(db, catalog, access, viewId);
}

/**
 * A bound token's `POST GDV/queries/tab-data`: only a tab its binding shows (else 403, before anything is
 * read), only while its creator sees the dashboard (403), and for a widget export only that widget.
 */
export async function embedTabDataRequest(db: Db, catalog: ModelCatalog, access: RequestAccess, request: TabDataRequest): Promise<TabDataRequest> {
  const binding = embedBindingOf(access);
  if (!(await bindingShowsTab(db, binding, request.id_tab))) throw forbidden();
  await assertCreatorSeesDashboard(db, catalog, access, binding.viewId);
  if (binding.widgetId === null) return request;
  const asked = request.widgets?.filter((widget) => widget.id_widget === binding.widgetId);
  return { id_tab: request.id_tab, widgets: asked ?? [{ id_widget: binding.widgetId, width: DEFAULT_WIDTH_PX }] };
}
