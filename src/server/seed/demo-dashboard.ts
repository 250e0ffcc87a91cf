import type { AccessScope } from '../modules/access/access-scope.js';

type Create = (name: string, scope: AccessScope, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

const at = (breakpoint: string, x: number, y: number, w: number, h: number) => ({ breakpoint, x, y, w, h });

/** The demo dashboard's two tabs and four widgets, laid out for large (lg), medium (md) and small (sm) screens. */
const demoTabs = [
  {
    tab: { description: 'Production', tab_order: 0, cycle_time: 60 },
    widgets: [
      { title: 'Line speed', layout: [at('lg', 0, 0, 6, 4), at('md', 0, 0, 5, 4), at('sm', 0, 0, 6, 4)] },
      { title: 'Output today', layout: [at('lg', 6, 0, 6, 4), at('md', 5, 0, 5, 4), at('sm', 0, 4, 6, 4)] },
      { title: 'Stops this shift', layout: [at('lg', 0, 4, 12, 4), at('md', 0, 4, 10, 4), at('sm', 0, 8, 6, 4)] },
    ],
  },
  {
    tab: { description: 'Quality', tab_order: 1, cycle_time: 30 },
    widgets: [{ title: 'Scrap rate', layout: [at('lg', 0, 0, 8, 5), at('md', 0, 0, 7, 5), at('sm', 0, 0, 6, 5)] }],
  },
];

/** Tabs and widgets of the demo's "Production overview" dashboard (empty frames until the dashboards issue brings components). */
export async function seedDemoDashboardTabs(create: Create, idVisao: number, scope: AccessScope): Promise<void> {
  for (const { tab, widgets } of demoTabs) {
    const created = await create('dashboard-tabs', scope, { ...tab, id_visao: idVisao });
    for (const widget of widgets) await create('dashboard-widgets', scope, { ...widget, id_tab: created.id_tab });
  }
}
