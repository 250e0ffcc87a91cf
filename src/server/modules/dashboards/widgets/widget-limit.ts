import { componentWeight } from '../../../../domain/dashboards/components/component-indicators.js';
import { ApiError } from '../../../core/api-error.js';
import type { RecordOf, WriteContext } from '../../entities/entity-hooks-types.js';
import { componentLimitOf, lockDashboard, widgetLimitOf } from '../dashboard-lock.js';
import { optionsOf } from './widget-options.js';

export const widgetLimitKey = 'dashboards.errors.widgetLimit';
export const componentLimitKey = 'dashboards.errors.componentLimit';

type WidgetWrite = WriteContext<RecordOf<'dashboard-widgets'>>;

/**
 * A widget written in a tab keeps the tab within its dashboard's caps, counted under the dashboard's lock so
 * of two writes racing for the last place one is refused (409, the limit as argument): `widget_limit` widgets
 * (checked when the widget arrives: created, or moved there) and `component_limit` components, a widget
 * weighing its indicators (`component-indicators.ts`; checked on every write, options change the weight).
 */
export async function checkTabLimits(ctx: WidgetWrite): Promise<void> {
  const id_tab = Number(ctx.next.id_tab);
  const tab = await ctx.db.selectFrom('dashboard_tab').select('id_visao').where('id_tab', '=', id_tab).executeTakeFirst();
  if (!tab) return;
  await lockDashboard(ctx, Number(tab.id_visao));
  const view = await ctx.db.selectFrom('visao').select(['widget_limit', 'component_limit']).where('id_visao', '=', Number(tab.id_visao)).executeTakeFirst();
  const others = await ctx.db
    .selectFrom('dashboard_widget')
    .select(['id_widget', 'options'])
    .where('id_tab', '=', id_tab)
    .$if(ctx.mode === 'update', (query) => query.where('id_widget', '!=', Number(ctx.current?.id_widget)))
    .execute();
  const arrives = ctx.mode === 'create' || Number(ctx.current?.id_tab) !== id_tab;
  const widgetLimit = widgetLimitOf(view?.widget_limit);
  if (arrives && others.length >= widgetLimit) {
    throw new ApiError(409, 'WIDGET_LIMIT', widgetLimitKey, { id_tab: { key: widgetLimitKey, args: { limit: widgetLimit } } }, { limit: widgetLimit });
  }
  const componentLimit = componentLimitOf(view?.component_limit);
  const components = others.reduce((sum, row) => sum + componentWeight(optionsOf(row.options)), componentWeight(optionsOf(ctx.next.options)));
  if (components > componentLimit) {
    throw new ApiError(
      409,
      'COMPONENT_LIMIT',
      componentLimitKey,
      { options: { key: componentLimitKey, args: { limit: componentLimit } } },
      { limit: componentLimit },
    );
  }
}
