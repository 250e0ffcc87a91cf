import { ApiError } from '../../core/api-error.js';
import type { Db } from '../../db/create-database.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { lockDashboard, widgetLimitOf } from './dashboard-lock.js';
import { tabReadFilter } from './dashboard-read-filter.js';
import { checkHmiPoints } from './hmi/hmi-tab-rules.js';
import { widgetLimitKey } from './widgets/widget-limit.js';

type TabWrite = WriteContext<RecordOf<'dashboard-tabs'>>;

export const tabTypeMismatchKey = 'dashboards.errors.tabTypeMismatch';

const widgetsOfTab = async (db: Db, id_tab: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('dashboard_widget')
        .select((eb) => eb.fn.countAll().as('widgets'))
        .where('id_tab', '=', id_tab)
        .executeTakeFirst()
    )?.widgets ?? 0,
  );

/** What a tab holds of its dashboard's type besides widgets: an HMI picture or points, an app page. */
function hasOwnContent(tab: RecordOf<'dashboard-tabs'>): boolean {
  const points = tab.hmi_points as unknown;
  return Boolean(tab.hmi_image) || Boolean(tab.app_page) || (Array.isArray(points) && points.length > 0);
}

/**
 * A tab carries its content, which belongs to its dashboard's type (business modules §5: tabs of one export share one
 * type): a tab with widgets, an HMI picture or an app page does not move to a dashboard of another type (409). An
 * empty tab holds nothing of its old type and may move.
 */
async function checkMovedType(ctx: TabWrite, id_tab: number, from: number, to: number): Promise<void> {
  const views = await ctx.db.selectFrom('visao').select(['id_visao', 'dashboard_type']).where('id_visao', 'in', [from, to]).execute();
  const typeOf = (id: number) => views.find((view) => Number(view.id_visao) === id)?.dashboard_type ?? 'standard';
  if (typeOf(from) === typeOf(to)) return;
  if (!hasOwnContent(ctx.next) && !hasOwnContent(ctx.current!) && (await widgetsOfTab(ctx.db, id_tab)) === 0) return;
  throw new ApiError(409, 'TAB_TYPE_MISMATCH', tabTypeMismatchKey, { id_visao: { key: tabTypeMismatchKey } });
}

/** A tab moved to another dashboard brings its widgets: they fit that dashboard's limit, or the move is refused (409). */
async function checkMovedWidgets(ctx: TabWrite, id_tab: number, id_visao: number): Promise<void> {
  const view = await ctx.db.selectFrom('visao').select('widget_limit').where('id_visao', '=', id_visao).executeTakeFirst();
  const limit = widgetLimitOf(view?.widget_limit);
  if ((await widgetsOfTab(ctx.db, id_tab)) > limit) {
    throw new ApiError(409, 'WIDGET_LIMIT', widgetLimitKey, { id_visao: { key: widgetLimitKey, args: { limit } } }, { limit });
  }
}

/**
 * A tab is written under its dashboard's lock, so a type change or a lowered limit never misses a tab written beside it;
 * deleting a tab deletes its widgets in the same transaction (a widget has no place without its tab).
 */
export const tabHooks: HooksOf<'dashboard-tabs'> = {
  async beforeWrite(ctx) {
    const id_visao = Number(ctx.next.id_visao);
    const from = ctx.current ? Number(ctx.current.id_visao) : id_visao;
    // Both dashboards of a move, in id order: two moves in opposite directions never wait for each other.
    for (const id of [...new Set([from, id_visao])].sort((a, b) => a - b)) await lockDashboard(ctx, id);
    await checkHmiPoints(ctx);
    if (from === id_visao) return;
    await checkMovedType(ctx, Number(ctx.current!.id_tab), from, id_visao);
    await checkMovedWidgets(ctx, Number(ctx.current!.id_tab), id_visao);
  },
  async deleteOwned(trx, id) {
    await trx.deleteFrom('dashboard_widget').where('id_tab', '=', id).execute();
  },
  readFilter: tabReadFilter,
};
