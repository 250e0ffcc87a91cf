import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface Widget {
  title: string;
  component: string;
  options: { id_frame?: number; period?: string };
}

/** With the demo series the demo dashboard shows the filler's OEE (demo-dashboard.ts); without them see dashboard-layout.test.ts. */
describe.each(dialects)('demo OEE widget (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { seedDemoSeries: true } });
  let widgets: Widget[];

  beforeAll(async () => {
    const overview = (await suite.api.get('GDV/entities/VISAO', suite.admin())).body.data.find(
      (v: { vis_descricao: string }) => v.vis_descricao === 'Production overview',
    );
    const tabs = (await suite.api.get(listOf('GDV/entities/VISAO_ABA', { id_visao: overview.id_visao }), suite.admin())).body.data;
    widgets = (await suite.api.get(listOf('GDV/entities/VISAO_WIDGET', { id_tab: tabs[0].id_tab }), suite.admin())).body.data;
  });

  it("makes 'Output today' a performance card of the filler FIL-101 for today, beside the line speed, stops, timeline and process status", async () => {
    const frames = (await suite.api.get(listOf('EM/entities/FRAME', { code: 'FIL-101' }), suite.admin())).body.data as { id_frame: number; code: string }[];
    const filler = frames.find((frame) => frame.code === 'FIL-101');
    expect(filler).toBeDefined();
    expect(widgets.map(({ title, component }) => [title, component])).toEqual([
      ['Line speed', 'chart'],
      ['Output today', 'performanceCard'],
      ['Stops this shift', 'pareto'],
      ['Filler timeline', 'gantt'],
      ['Process status', 'tagStatus'],
    ]);
    expect(widgets[1]!.options).toEqual({ id_frame: filler!.id_frame, period: 'today' });
  });

  it("answers the widget's OEE series by hour over the last day", async () => {
    const to = Math.ceil(Date.now() / 60_000) * 60_000;
    const query = new URLSearchParams({
      idFrame: String(widgets[1]!.options.id_frame),
      from: new Date(to - 86_400_000).toISOString(),
      to: new Date(to).toISOString(),
      level: 'hour',
    });
    const answer = await suite.api.get(`OEE/queries/series?${query}`, suite.admin());
    expect(answer.status, answer.text).toBe(200);
    const buckets = answer.body.data as { plannedProductionTimeMin: number; totalCount: number }[];
    expect(buckets.length).toBeGreaterThanOrEqual(24);
    expect(buckets.some((bucket) => bucket.plannedProductionTimeMin > 0 && bucket.totalCount > 0)).toBe(true);
  });
});
