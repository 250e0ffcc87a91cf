import type { Db } from '../../db/create-database.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { notFound } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { visibleViews } from './dashboard-visibility.js';

const DASHBOARDS_MENU = 'settings.dashboards';

/** Who reads every dashboard of the unit (admins, and readers of the dashboards settings page). */
export const readsEveryDashboard = (access: Pick<RequestAccess, 'isAdmin' | 'permissions'>): boolean =>
  access.isAdmin || (access.permissions.get(DASHBOARDS_MENU)?.has('read') ?? false);

/** Who manages dashboards, and so sees their manager-only widgets. */
export const managesDashboards = (access: Pick<RequestAccess, 'isAdmin' | 'permissions'>): boolean =>
  access.isAdmin || (access.permissions.get(DASHBOARDS_MENU)?.has('update') ?? false);

export interface VisibleTab {
  id_tab: number;
  id_visao: number;
  goal_tolerance: number;
}

/** A tab of the selected unit on a dashboard the caller sees (dashboard-visibility.ts), else 404. */
export async function visibleTab(db: Db, catalog: ModelCatalog, access: RequestAccess, id_tab: number): Promise<VisibleTab> {
  if (!access.unit) throw notFound();
  const row = await db
    .selectFrom('dashboard_tab as t')
    .innerJoin('visao as v', 'v.id_visao', 't.id_visao')
    .select(['t.id_tab', 't.id_visao', 'v.goal_tolerance'])
    .where('t.id_tab', '=', id_tab)
    .where('v.id_elemento', '=', access.unit.id_elemento)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!readsEveryDashboard(access)) {
    const views = catalog.get('dashboard-views');
    const userGroups = catalog.get('user-groups');
    const visible = views && userGroups ? await visibleViews(db, views, userGroups, access) : [];
    if (!visible.some((view) => view.id_visao === Number(row.id_visao))) throw notFound();
  }
  return { id_tab: Number(row.id_tab), id_visao: Number(row.id_visao), goal_tolerance: Number(row.goal_tolerance ?? 0) };
}
