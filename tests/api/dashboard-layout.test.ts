import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const widgets = 'GDV/entities/VISAO_WIDGET';

interface Widget {
  id_widget: number;
  id_tab: number;
  title: string;
  layout: { breakpoint: string; x: number; y: number; w: number; h: number }[];
}

const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe.each(dialects)('dashboard layout (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });
  let lineSpeed: Widget;

  beforeAll(async () => {
    const overview = (await suite.api.get(views, suite.admin())).body.data.find((v: { vis_descricao: string }) => v.vis_descricao === 'Production overview');
    const tabList = (await suite.api.get(listOf(tabs, { id_visao: overview.id_visao }), suite.admin())).body.data;
    expect(tabList.map((tab: { description: string }) => tab.description)).toEqual(['Production', 'Quality']);
    const widgetList = (await suite.api.get(listOf(widgets, { id_tab: tabList[0].id_tab }), suite.admin())).body.data as Widget[];
    expect(widgetList.map((widget) => widget.title)).toEqual(['Line speed', 'Output today', 'Stops this shift', 'Filler timeline', 'Process status']);
    lineSpeed = widgetList[0]!;
  });

  const put = (layout: unknown, caller = suite.admin()) =>
    suite.api.put(`${widgets}/${lineSpeed.id_widget}`, { id_tab: lineSpeed.id_tab, title: lineSpeed.title, layout }, caller);

  it("saves a widget's layout per screen size and gives it back on reload", async () => {
    const layout = [
      { breakpoint: 'lg', x: 6, y: 4, w: 6, h: 3 },
      { breakpoint: 'md', x: 0, y: 0, w: 10, h: 3 },
      { breakpoint: 'sm', x: 0, y: 12, w: 6, h: 3 },
    ];
    const saved = await put(layout);
    expect(saved.status, saved.text).toBe(200);
    const reloaded = await suite.api.get(`${widgets}/${lineSpeed.id_widget}`, suite.admin());
    expect(reloaded.body.data.layout).toEqual(layout);
    expect(reloaded.body.data.title).toBe('Line speed');
  });

  it('refuses a layout the schema does not allow, naming each bad field', async () => {
    const answer = await put([
      { breakpoint: 'huge', x: 0, y: 0, w: 4, h: 2 },
      { breakpoint: 'lg', x: -1, y: 0, w: 40, h: 2 },
      { breakpoint: 'sm', x: 0, y: 0, w: 2 },
    ]);
    expect(answer.status).toBe(400);
    const fields = answer.body.error.fields as Record<string, { key: string }>;
    expect(fields['layout.0.breakpoint']?.key).toBe('validation.oneOf');
    expect(fields['layout.1.x']?.key).toBe('validation.minValue');
    expect(fields['layout.1.w']?.key).toBe('validation.maxValue');
    expect(fields['layout.2.h']?.key).toBe('global.labels.requiredField');
    const past = await put([
      { breakpoint: 'lg', x: 8, y: 0, w: 6, h: 2 },
      { breakpoint: 'lg', x: 0, y: 0, w: 2, h: 2 },
      { breakpoint: 'xs', x: 1, y: 0, w: 4, h: 2 },
    ]);
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({
      'layout.0.w': { key: 'dashboards.layout.beyondColumns', args: { columns: 12 } },
      'layout.1.breakpoint': { key: 'dashboards.layout.repeatedScreenSize' },
      'layout.2.w': { key: 'dashboards.layout.beyondColumns', args: { columns: 4 } },
    });
    expect((await put('not a list')).status).toBe(400);
    expect((await put([{ breakpoint: 'lg', x: 0, y: 0, w: 4, h: 2, color: 'red' }])).status).toBe(400);
  });

  it('lets a user without update permission on dashboards read the layout but not change it', async () => {
    const read = await suite.api.get(listOf(widgets, { id_tab: lineSpeed.id_tab }), operator());
    expect(read.status).toBe(200);
    const before = (await suite.api.get(`${widgets}/${lineSpeed.id_widget}`, suite.admin())).body.data.layout;
    const refused = await put([{ breakpoint: 'lg', x: 0, y: 0, w: 2, h: 2 }], operator());
    expect(refused.status).toBe(403);
    expect((await suite.api.get(`${widgets}/${lineSpeed.id_widget}`, suite.admin())).body.data.layout).toEqual(before);
    expect((await suite.api.post(tabs, { id_visao: 1, description: 'Mine' }, operator())).status).toBe(403);
  });

  it('keeps a widget empty unless told, and stores a performance card with its frame and its period defaulted', async () => {
    expect((await suite.api.get(`${widgets}/${lineSpeed.id_widget}`, suite.admin())).body.data).toMatchObject({
      component: 'empty',
      options: {},
      manager_only: false,
    });
    const frame = await suite.api.post('EM/entities/FRAME', { code: 'DASH-OEE', description: 'Dashboard OEE frame' }, suite.admin());
    expect(frame.status, frame.text).toBe(200);
    const body = { id_tab: lineSpeed.id_tab, title: 'Filler OEE', component: 'performanceCard', options: { id_frame: frame.body.data.id_frame } };
    const created = await suite.api.post(widgets, body, suite.admin());
    expect(created.status, created.text).toBe(200);
    expect((await suite.api.get(`${widgets}/${created.body.data.id_widget}`, suite.admin())).body.data).toMatchObject({
      ...body,
      options: { id_frame: frame.body.data.id_frame, period: 'today' },
    });
  });

  it("refuses options outside the component's schema or naming an unknown event, and an unknown component, naming the field", async () => {
    const post = (values: Record<string, unknown>) =>
      suite.api.post(widgets, { id_tab: lineSpeed.id_tab, title: 'Bad OEE', component: 'performanceCard', ...values }, suite.admin());
    const fieldsOf = async (values: Record<string, unknown>) => {
      const answer = await post(values);
      expect(answer.status, answer.text).toBe(400);
      return answer.body.error.fields as Record<string, { key: string }>;
    };
    expect((await fieldsOf({ options: {} }))['options.id_frame']?.key).toBe('global.labels.requiredField');
    expect((await fieldsOf({ options: { id_frame: null } }))['options.id_frame']?.key).toBe('validation.integer');
    expect(await fieldsOf({ options: { id_frame: 999_999 } })).toEqual({ 'options.id_frame': { key: 'validation.referenceNotFound' } });
    expect((await fieldsOf({ options: { id_frame: 1, colour: 'red' } }))['options.colour']?.key).toBeDefined();
    expect((await fieldsOf({ component: 'speedometer' }))['component']?.key).toBe('validation.oneOf');
    expect((await fieldsOf({ options: { id_frame: 1, period: 'lastYear' } }))['options.period']?.key).toBe('validation.oneOf');
  });
});
