import { ApiError } from '../../core/api-error.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { lockDashboard, widgetLimitOf } from './dashboard-lock.js';
import { tabReadFilter } from './dashboard-read-filter.js';
import { widgetLimitKey } from './widget-limit.js';

type TabWrite = WriteContext<RecordOf<'dashboard-tabs'>>;

/** A tab moved to another dashboard brings its widgets: they fit that dashboard's limit, or the move is refused (409). */
async function checkMovedWidgets(ctx: TabWrite, id_tab: number, id_visao: number): Promise<void> {
  const view = await ctx.db.selectFrom('visao').select('widget_limit').where('id_visao', '=', id_visao).executeTakeFirst();
  const limit = widgetLimitOf(view?.widget_limit);
  const row = await ctx.db
    .selectFrom('dashboard_widget')
    .select((eb) => eb.fn.countAll().as('widgets'))
    .where('id_tab', '=', id_tab)
    .executeTakeFirst();
  if (Number(row?.widgets ?? 0) > limit) {
    throw new ApiError(409, 'WIDGET_LIMIT', widgetLimitKey, { id_visao: { key: widgetLimitKey, args: { limit } } }, { limit });
  }
}

/** A tab is written under its dashboard's lock, so a type change or a lowered limit never misses a tab written beside it. */
export const tabHooks: HooksOf<'dashboard-tabs'> = {
  async beforeWrite(ctx) {
    const id_visao = Number(ctx.next.id_visao);
    const from = ctx.current ? Number(ctx.current.id_visao) : id_visao;
    // Both dashboards of a move, in id order: two moves in opposite directions never wait for each other.
    for (const id of [...new Set([from, id_visao])].sort((a, b) => a - b)) await lockDashboard(ctx, id);
    if (from !== id_visao) await checkMovedWidgets(ctx, Number(ctx.current!.id_tab), id_visao);
  },
  readFilter: tabReadFilter,
};
