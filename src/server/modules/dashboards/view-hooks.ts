import { daysMissing } from '../../../domain/dashboards/dashboard-days.js';
import { ApiError, validationFailed } from '../../core/api-error.js';
import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { fullestTab, lockDashboard, widgetLimitOf } from './dashboard-lock.js';
import { viewReadFilter } from './dashboard-read-filter.js';

export const typeLockedKey = 'dashboards.errors.typeLocked';
export const limitBelowTabKey = 'dashboards.errors.widgetLimitBelowTab';

type ViewWrite = WriteContext<RecordOf<'dashboard-views'>>;

const typeOf = (record: { dashboard_type?: string | null } | undefined) => record?.dashboard_type ?? 'standard';

async function hasTabs({ db }: ViewWrite, id_visao: number): Promise<boolean> {
  return (await db.selectFrom('dashboard_tab').select('id_tab').where('id_visao', '=', id_visao).executeTakeFirst()) !== undefined;
}

/** An update's rules that read the dashboard's tabs: its type is fixed once it has tabs, its limit not below a tab's widgets. */
async function checkAgainstTabs(ctx: ViewWrite, current: RecordOf<'dashboard-views'>): Promise<void> {
  const id = Number(current.id_visao);
  await lockDashboard(ctx, id);
  if (typeOf(ctx.next) !== typeOf(current) && (await hasTabs(ctx, id))) {
    throw new ApiError(409, 'TYPE_LOCKED', typeLockedKey, { dashboard_type: { key: typeLockedKey } });
  }
  const limit = widgetLimitOf(ctx.next.widget_limit);
  if (limit < widgetLimitOf(current.widget_limit)) {
    const widgets = await fullestTab(ctx.db, id);
    if (widgets > limit) throw validationFailed({ widget_limit: { key: limitBelowTabKey, args: { widgets } } });
  }
}

/** Business modules §5: days to show on when released or blocked; the type and widget limit against the tabs. */
export const viewHooks: HooksOf<'dashboard-views'> = {
  async beforeWrite(ctx) {
    if (daysMissing(ctx.next)) throw validationFailed({ days: { key: 'global.labels.requiredField' } });
    if (ctx.mode === 'update' && ctx.current) await checkAgainstTabs(ctx, ctx.current);
  },
  readFilter: viewReadFilter,
};
