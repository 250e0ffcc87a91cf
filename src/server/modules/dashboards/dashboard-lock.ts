import type { Db } from '../../db/create-database.js';
import type { WriteContext } from '../entities/entity-hooks-types.js';

/**
 * Writers of one dashboard's type, tabs and widget counts wait for each other until commit (guarded
 * writes, src/server/README.md): a count checked under this lock stays true until the write lands.
 */
export const lockDashboard = (ctx: Pick<WriteContext, 'lock'>, id_visao: number): Promise<void> => ctx.lock('dashboard-record', id_visao);

/** The most widgets any tab of the dashboard holds (0 without tabs). */
export async function fullestTab(db: Db, id_visao: number): Promise<number> {
  const row = await db
    .selectFrom('dashboard_widget as w')
    .innerJoin('dashboard_tab as t', 't.id_tab', 'w.id_tab')
    .select((eb) => eb.fn.countAll().as('widgets'))
    .where('t.id_visao', '=', id_visao)
    .groupBy('w.id_tab')
    .orderBy('widgets', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.widgets ?? 0);
}

/** The widget limit of a dashboard record as stored; a record stored before the limit existed has the default. */
export const widgetLimitOf = (value: unknown): number => (typeof value === 'number' ? value : value == null ? 20 : Number(value));

/** The component limit of a dashboard record as stored (default 60). */
export const componentLimitOf = (value: unknown): number => (typeof value === 'number' ? value : value == null ? 60 : Number(value));
