import { ApiError } from '../../core/api-error.js';
import type { RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { lockDashboard, widgetLimitOf } from './dashboard-lock.js';

export const widgetLimitKey = 'dashboards.errors.widgetLimit';

type WidgetWrite = WriteContext<RecordOf<'dashboard-widgets'>>;

/**
 * A widget added to a tab (created, or moved there) fits its dashboard's `widget_limit`: counted under the
 * dashboard's lock, so of two creates racing for the last place one is refused (409, the limit as argument).
 */
export async function checkWidgetLimit(ctx: WidgetWrite): Promise<void> {
  const id_tab = Number(ctx.next.id_tab);
  if (ctx.mode === 'update' && Number(ctx.current?.id_tab) === id_tab) return;
  const tab = await ctx.db.selectFrom('dashboard_tab').select('id_visao').where('id_tab', '=', id_tab).executeTakeFirst();
  if (!tab) return;
  await lockDashboard(ctx, Number(tab.id_visao));
  const view = await ctx.db.selectFrom('visao').select('widget_limit').where('id_visao', '=', Number(tab.id_visao)).executeTakeFirst();
  const limit = widgetLimitOf(view?.widget_limit);
  const row = await ctx.db
    .selectFrom('dashboard_widget')
    .select((eb) => eb.fn.countAll().as('widgets'))
    .where('id_tab', '=', id_tab)
    .executeTakeFirst();
  if (Number(row?.widgets ?? 0) >= limit) {
    throw new ApiError(409, 'WIDGET_LIMIT', widgetLimitKey, { id_tab: { key: widgetLimitKey, args: { limit } } }, { limit });
  }
}
