import type { Db } from '../db/create-database.js';
import type { AccessScope } from '../modules/access/access-scope.js';

type Create = (name: string, scope: AccessScope, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

const at = (breakpoint: string, x: number, y: number, w: number, h: number) => ({ breakpoint, x, y, w, h });

/** The demo plant's tags and event the widgets show, by code (seeded with the demo series). */
interface DemoIds {
  tag: (code: string) => number | undefined;
  filler: number | undefined;
}

type WidgetOf = (ids: DemoIds) => { component: string; options: Record<string, unknown> } | undefined;

/** A widget's component when everything it names exists, else an empty frame (a demo without series). */
const when =
  (component: string, options: (ids: DemoIds) => Record<string, unknown> | undefined): WidgetOf =>
  (ids) => {
    const made = options(ids);
    return made ? { component, options: made } : undefined;
  };

const tagIds = (ids: DemoIds, ...codes: string[]) => {
  const found = codes.map((code) => ids.tag(code));
  return found.every((id) => id !== undefined) ? (found as number[]) : undefined;
};

/** "Production overview": what a line's morning view and control-room TV show, laid out for large, medium and small screens. */
const demoTabs: { tab: Record<string, unknown>; widgets: { title: string; layout: unknown[]; of?: WidgetOf }[] }[] = [
  {
    tab: { description: 'Production', tab_order: 0, cycle_time: 60 },
    widgets: [
      {
        title: 'Line speed',
        layout: [at('lg', 0, 0, 6, 4), at('md', 0, 0, 5, 4), at('sm', 0, 0, 6, 4)],
        of: when('chart', (ids) => {
          const tags = tagIds(ids, 'FIL-101.COUNT');
          return tags && { tags: tags.map((id_tag) => ({ id_tag })), period: 'last24h', level: 'hour', chart_type: 'area' };
        }),
      },
      {
        title: 'Output today',
        layout: [at('lg', 6, 0, 6, 4), at('md', 5, 0, 5, 4), at('sm', 0, 4, 6, 4)],
        of: when('performanceCard', (ids) => (ids.filler === undefined ? undefined : { id_frame: ids.filler, period: 'today' })),
      },
      {
        title: 'Stops this shift',
        layout: [at('lg', 0, 4, 12, 4), at('md', 0, 4, 10, 4), at('sm', 0, 8, 6, 4)],
        of: when('pareto', (ids) => (ids.filler === undefined ? undefined : { id_frame: ids.filler, period: 'currentShift' })),
      },
      {
        title: 'Filler timeline',
        layout: [at('lg', 0, 8, 8, 3), at('md', 0, 8, 6, 3), at('sm', 0, 12, 6, 3)],
        of: when('gantt', (ids) => (ids.filler === undefined ? undefined : { frames: [ids.filler], period: 'last24h' })),
      },
      {
        title: 'Process status',
        layout: [at('lg', 8, 8, 4, 3), at('md', 6, 8, 4, 3), at('sm', 0, 15, 6, 3)],
        of: when('tagStatus', (ids) => {
          const tags = tagIds(ids, 'TT-101', 'FT-201', 'QA-301');
          return tags && { tags };
        }),
      },
    ],
  },
  {
    tab: { description: 'Quality', tab_order: 1, cycle_time: 30 },
    widgets: [
      {
        title: 'Scrap rate',
        layout: [at('lg', 0, 0, 8, 5), at('md', 0, 0, 7, 5), at('sm', 0, 0, 6, 5)],
        of: when('chart', (ids) => {
          const tags = tagIds(ids, 'FIL-101.REJECT');
          return tags && { tags: tags.map((id_tag) => ({ id_tag })), period: 'last24h', level: 'hour', chart_type: 'bar' };
        }),
      },
      {
        title: 'Reactor temperature',
        layout: [at('lg', 8, 0, 4, 5), at('md', 7, 0, 3, 5), at('sm', 0, 5, 6, 4)],
        of: when('gauge', (ids) => {
          const tags = tagIds(ids, 'TT-101');
          return tags && { id_tag: tags[0], min: 60, max: 100 };
        }),
      },
      {
        title: 'Out of limits now',
        layout: [at('lg', 0, 5, 6, 4), at('md', 0, 5, 5, 4), at('sm', 0, 9, 6, 4)],
        of: when('exceptionManagement', (ids) => tagIds(ids, 'TT-101') && {}),
      },
      { title: 'Shift logbook', layout: [at('lg', 6, 5, 6, 4), at('md', 5, 5, 5, 4), at('sm', 0, 13, 6, 4)], of: when('logbook', () => ({ max_rows: 5 })) },
    ],
  },
];

/** The unit's tags (of its plant) and the demo filler's frame, when the demo series seeded them. */
async function demoIds(db: Db, scope: AccessScope): Promise<DemoIds> {
  const tags = await db
    .selectFrom('tags')
    .select(['id_tag', 'code'])
    .where('plt_codigo', '=', scope.unit?.plt_codigo ?? null)
    .execute();
  const byCode = new Map(tags.map((row) => [String(row.code), Number(row.id_tag)]));
  const filler = await db
    .selectFrom('frames')
    .select('id_frame')
    .where('code', '=', 'FIL-101')
    .where('id_elemento', '=', scope.unit?.id_elemento ?? null)
    .executeTakeFirst();
  return { tag: (code) => byCode.get(code), filler: filler ? Number(filler.id_frame) : undefined };
}

/**
 * Tabs and widgets of the demo's "Production overview" dashboard: the filler's line speed, OEE, stops and timeline and
 * the process tags' status; the rejects, the reactor's temperature, what is out of limits and the shift logbook. Without
 * the demo series the widgets that name a tag or the filler are empty frames.
 */
export async function seedDemoDashboardTabs(create: Create, idVisao: number, scope: AccessScope, db: Db): Promise<void> {
  const ids = await demoIds(db, scope);
  for (const { tab, widgets } of demoTabs) {
    const created = await create('dashboard-tabs', scope, { ...tab, id_visao: idVisao });
    for (const { of, ...widget } of widgets) await create('dashboard-widgets', scope, { ...widget, ...(of?.(ids) ?? {}), id_tab: created.id_tab });
  }
}
