import { sql, type SqlBool } from 'kysely';
import { allOf, matchNothing, type Condition } from '../access/access-scope.js';
import type { ReadContext } from '../entities/entity-hooks-types.js';
import { visibleViews } from './dashboard-visibility.js';

/** Who reads every dashboard record of the unit: admins and whoever reads the dashboards settings page (they manage them). */
const managesDashboards = ({ scope, model }: ReadContext): boolean => scope.isAdmin || (scope.permissions?.get(model.menu)?.has('read') ?? false);

async function visibleViewIds(ctx: ReadContext): Promise<number[]> {
  const views = ctx.catalog.get('dashboard-views');
  const userGroups = ctx.catalog.get('user-groups');
  if (!views || !userGroups) return [];
  return (await visibleViews(ctx.db, views, userGroups, ctx.scope)).map((view) => view.id_visao);
}

/** The condition on `column` (a dashboard view id), or undefined when the caller sees every dashboard. */
async function ofVisibleViews(ctx: ReadContext, column: (ids: number[]) => Condition): Promise<Condition | undefined> {
  if (managesDashboards(ctx)) return undefined;
  const ids = await visibleViewIds(ctx);
  return ids.length ? column(ids) : matchNothing;
}

/** Dashboard views: the ones granted to the user or their groups and shown today (dashboard-visibility.ts). */
export const viewReadFilter = (ctx: ReadContext) => ofVisibleViews(ctx, (ids) => (eb) => eb(`${ctx.model.table}.${ctx.model.key}`, 'in', ids));

/** Tabs of a visible dashboard only. */
export const tabReadFilter = (ctx: ReadContext) => ofVisibleViews(ctx, (ids) => (eb) => eb(`${ctx.model.table}.id_visao`, 'in', ids));

/** Who may manage (edit) dashboards, and so sees their manager-only widgets: admins and who updates on the settings page. */
export const mayManageDashboards = ({ scope, model }: Pick<ReadContext, 'scope' | 'model'>): boolean =>
  scope.isAdmin || (scope.permissions?.get(model.menu)?.has('update') ?? false);

/** Widgets of a tab of a visible dashboard only; manager-only widgets only for who may manage dashboards. */
export async function widgetReadFilter(ctx: ReadContext): Promise<Condition | undefined> {
  const visible = await widgetsOfVisibleViews(ctx);
  if (mayManageDashboards(ctx)) return visible;
  // IS NOT TRUE: a row stored before the column existed (null) is for everyone; both databases know it.
  const notManagerOnly: Condition = () => sql<SqlBool>`${sql.ref(`${ctx.model.table}.manager_only`)} is not true`;
  return visible ? allOf([visible, notManagerOnly]) : notManagerOnly;
}

function widgetsOfVisibleViews(ctx: ReadContext): Promise<Condition | undefined> {
  const tabs = ctx.catalog.get('dashboard-tabs');
  return ofVisibleViews(
    ctx,
    (ids) => (eb) =>
      eb(
        `${ctx.model.table}.id_tab`,
        'in',
        eb
          .selectFrom(tabs?.table ?? 'dashboard_tab')
          .select('id_tab')
          .where('id_visao', 'in', ids),
      ),
  );
}
