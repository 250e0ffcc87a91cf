import type { Db } from '../db/create-database.js';
import type { AccessScope } from '../modules/access/access-scope.js';

type Create = (name: string, scope: AccessScope, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

const at = (breakpoint: string, x: number, y: number, w: number, h: number) => ({ breakpoint, x, y, w, h });

/** The demo dashboard's two tabs and four widgets, laid out for large (lg), medium (md) and small (sm) screens. */
const demoTabs = [
  {
    tab: { description: 'Production', tab_order: 0, cycle_time: 60 },
    widgets: [
      { title: 'Line speed', layout: [at('lg', 0, 0, 6, 4), at('md', 0, 0, 5, 4), at('sm', 0, 0, 6, 4)] },
      { title: 'Output today', oeeOfDemoFrame: true, layout: [at('lg', 6, 0, 6, 4), at('md', 5, 0, 5, 4), at('sm', 0, 4, 6, 4)] },
      { title: 'Stops this shift', layout: [at('lg', 0, 4, 12, 4), at('md', 0, 4, 10, 4), at('sm', 0, 8, 6, 4)] },
    ],
  },
  {
    tab: { description: 'Quality', tab_order: 1, cycle_time: 30 },
    widgets: [{ title: 'Scrap rate', layout: [at('lg', 0, 0, 8, 5), at('md', 0, 0, 7, 5), at('sm', 0, 0, 6, 5)] }],
  },
];

/** The demo filler's frame (seeded with the demo series, demo-equipment-stops.ts), if there is one at the unit. */
async function demoFrameId(db: Db, scope: AccessScope): Promise<number | undefined> {
  const row = await db
    .selectFrom('frames')
    .select('id_frame')
    .where('code', '=', 'FIL-101')
    .where('id_elemento', '=', scope.unit?.id_elemento ?? null)
    .executeTakeFirst();
  return row ? Number(row.id_frame) : undefined;
}

/** Tabs and widgets of the demo's "Production overview" dashboard: empty frames, and today's OEE of the demo filler when it exists. */
export async function seedDemoDashboardTabs(create: Create, idVisao: number, scope: AccessScope, db: Db): Promise<void> {
  const idFrame = await demoFrameId(db, scope);
  for (const { tab, widgets } of demoTabs) {
    const created = await create('dashboard-tabs', scope, { ...tab, id_visao: idVisao });
    for (const { oeeOfDemoFrame, ...widget } of widgets) {
      const component = oeeOfDemoFrame && idFrame !== undefined ? { component: 'oee', id_frame: idFrame, period: 'today' } : {};
      await create('dashboard-widgets', scope, { ...widget, ...component, id_tab: created.id_tab });
    }
  }
}
