import { beforeAll, describe, expect, it } from 'vitest';
import { componentOptions } from '../../src/domain/dashboards/components/options/index.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const widgets = 'GDV/entities/VISAO_WIDGET';
const frames = 'EM/entities/FRAME';
const tagsPath = 'MES/entities/MESTAG';
const exportPath = (id: number) => `GDV/queries/export-dashboard/${id}`;
const importPath = 'GDV/actions/import-dashboard';
const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A component whose only required option is one tag (`id_tag`), whichever the engine has: the tag code map is tested through it. */
const singleTagComponent = Object.entries(componentOptions).find(([, definition]) => {
  const schema = definition.schema as { properties?: Record<string, { type?: string }>; required?: string[] };
  return schema.properties?.id_tag?.type === 'integer' && JSON.stringify(schema.required) === '["id_tag"]';
})?.[0];

interface Definition {
  format: string;
  version: number;
  dashboard: Record<string, unknown>;
  tabs: {
    description: string;
    tab_order?: number;
    cycle_time?: number;
    widgets: { title: string; component: string; options?: Record<string, unknown>; manager_only?: boolean; layout?: unknown[] }[];
  }[];
  tag_codes?: Record<string, string>;
  frame_codes?: Record<string, string>;
}

describe.each(dialects)('dashboard definition export and import (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = (unit?: number): Caller => suite.admin(unit);
  let filler: number;
  let fillerTag: { id_tag: number; code: string };
  let source: number;
  let viewer: Person;

  const created = async (path: string, body: Record<string, unknown>, caller = admin()) => {
    const answer = await suite.api.post(path, body, caller);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data as Record<string, number>;
  };
  const exported = async (id: number, caller = admin()): Promise<Definition> => {
    const answer = await suite.api.get(exportPath(id), caller);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data as Definition;
  };
  const countOf = async (path: string) => ((await suite.api.get(`${path}?range=${encodeURIComponent('[0,9999]')}`, admin())).body.data as unknown[]).length;

  beforeAll(async () => {
    filler = (await created(frames, { code: 'FIL-101', description: 'Filler 101', insertion: 'manual' })).id_frame!;
    fillerTag = {
      id_tag: (await created(tagsPath, { code: 'FIL-101.COUNT', aggregation: 'SUM', data_input: 'sensor', active: true })).id_tag!,
      code: 'FIL-101.COUNT',
    };
    const view = await created(views, {
      vis_descricao: 'Filler board',
      cycle_time: 45,
      refresh_delay: 30,
      auto_load: false,
      days_mode: 'released',
      days: [1, 2],
      widget_limit: 6,
    });
    source = view.id_visao!;
    const first = await created(tabs, { id_visao: source, description: 'Output', tab_order: 0, cycle_time: 20 });
    const second = await created(tabs, { id_visao: source, description: 'Quality', tab_order: 1 });
    const lg = { breakpoint: 'lg', x: 0, y: 0, w: 6, h: 4 };
    await created(widgets, { id_tab: first.id_tab, title: 'OEE today', component: 'performanceCard', options: { id_frame: filler }, layout: [lg] });
    await created(widgets, { id_tab: first.id_tab, title: 'Notes', manager_only: true, layout: [{ ...lg, x: 6 }] });
    if (singleTagComponent)
      await created(widgets, { id_tab: second.id_tab, title: 'Count', component: singleTagComponent, options: { id_tag: fillerTag.id_tag } });
    viewer = await regularUser(suite.api, suite.demo, 'boardviewer', []);
  });

  it('exports the settings, the tabs in order with their widgets, and the codes of the tags and events they name', async () => {
    const file = await exported(source);
    expect(file).toMatchObject({
      format: 'plant-dashboard',
      version: 1,
      dashboard: {
        vis_descricao: 'Filler board',
        dashboard_type: 'standard',
        cycle_time: 45,
        refresh_delay: 30,
        auto_load: false,
        days_mode: 'released',
        days: [1, 2],
        widget_limit: 6,
      },
      frame_codes: { [filler]: 'FIL-101' },
    });
    expect(file.dashboard).not.toHaveProperty('id_visao');
    expect(file.dashboard).not.toHaveProperty('users');
    expect(file.tabs.map((tab) => [tab.description, tab.cycle_time, tab.widgets.map((widget) => widget.title)])).toEqual([
      ['Output', 20, ['OEE today', 'Notes']],
      ['Quality', 0, singleTagComponent ? ['Count'] : []],
    ]);
    expect(file.tabs[0]!.widgets[0]).toEqual({
      title: 'OEE today',
      component: 'performanceCard',
      options: { id_frame: filler, period: 'today' },
      manager_only: false,
      layout: [{ breakpoint: 'lg', x: 0, y: 0, w: 6, h: 4 }],
    });
    expect(file.tabs[0]!.widgets[1]!.manager_only).toBe(true);
    if (singleTagComponent) expect(file.tag_codes).toEqual({ [fillerTag.id_tag]: 'FIL-101.COUNT' });
  });

  it('imports a file as a new dashboard of the unit that exports back the same', async () => {
    const file = await exported(source);
    const answer = await suite.api.post(importPath, { ...file, dashboard: { ...file.dashboard, vis_descricao: 'Filler board (copy)' } }, admin());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ tabs: 2, widgets: singleTagComponent ? 3 : 2 });
    const copy = answer.body.data.id_visao as number;
    expect(copy).not.toBe(source);
    const again = await exported(copy);
    expect(again).toEqual({ ...file, dashboard: { ...file.dashboard, vis_descricao: 'Filler board (copy)' } });
  });

  it("maps the tags and events to the importing plant's own by their codes", async () => {
    const south = admin(suite.demo.south);
    const file = await exported(source);
    const southFrame = await created(frames, { code: 'FIL-101', description: 'South filler', insertion: 'manual' }, south);
    const southTag = await created(tagsPath, { code: 'FIL-101.COUNT', aggregation: 'SUM', data_input: 'sensor', active: true }, south);
    const answer = await suite.api.post(importPath, file, south);
    expect(answer.status, answer.text).toBe(200);
    const again = await exported(answer.body.data.id_visao, south);
    expect(again.tabs[0]!.widgets[0]!.options).toEqual({ id_frame: southFrame.id_frame, period: 'today' });
    expect(again.frame_codes).toEqual({ [southFrame.id_frame!]: 'FIL-101' });
    if (singleTagComponent) expect(again.tabs[1]!.widgets[0]!.options).toMatchObject({ id_tag: southTag.id_tag });
  });

  it("carries a tab's own content, an HMI picture's points, with their tags by code", async () => {
    const hmi = await created(views, { vis_descricao: 'Filler picture', dashboard_type: 'hmi' });
    await created(tabs, { id_visao: hmi.id_visao, description: 'Picture', hmi_points: [{ id_tag: fillerTag.id_tag, x: 10, y: 20 }] });
    const file = await exported(hmi.id_visao!);
    expect(file.tabs[0]).toMatchObject({ description: 'Picture', hmi_points: [{ id_tag: fillerTag.id_tag, x: 10, y: 20 }] });
    expect(file.tag_codes).toEqual({ [fillerTag.id_tag]: 'FIL-101.COUNT' });
    const south = admin(suite.demo.south);
    const southTags = (await suite.api.get(listOf(tagsPath, { code: 'FIL-101.COUNT' }), south)).body.data as { id_tag: number }[];
    const answer = await suite.api.post(importPath, file, south);
    expect(answer.status, answer.text).toBe(200);
    const again = await exported(answer.body.data.id_visao, south);
    expect(again.dashboard.dashboard_type).toBe('hmi');
    expect(again.tabs[0]!).toMatchObject({ hmi_points: [{ id_tag: southTags[0]!.id_tag, x: 10, y: 20 }] });
  });

  it('refuses the whole import for one bad widget, naming its tab and title, and creates nothing', async () => {
    const file = await exported(source);
    const before = [await countOf(views), await countOf(tabs), await countOf(widgets)];
    file.tabs[1]!.widgets.push({ title: 'Broken card', component: 'performanceCard', options: { period: 'yesterday' } });
    const answer = await suite.api.post(importPath, file, admin());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'IMPORT_WIDGETS',
      message: 'dashboards.errors.importWidgets',
      details: { tab: 'Quality', widget: 'Broken card' },
    });
    const at = `tabs.1.widgets.${file.tabs[1]!.widgets.length - 1}.options`;
    expect(answer.body.error.fields).toMatchObject({
      [`${at}.id_frame`]: { key: 'global.labels.requiredField' },
      [`${at}.period`]: { key: 'validation.oneOf' },
    });
    expect([await countOf(views), await countOf(tabs), await countOf(widgets)]).toEqual(before);
  });

  it('refuses a tag or event whose code this plant does not have', async () => {
    const file = await exported(source);
    const before = await countOf(views);
    const missingTag = {
      ...file,
      tabs: [{ description: 'T', widgets: [{ title: 'Gone', component: 'performanceCard', options: { id_frame: filler, id_tag: 999_999 } }] }],
      tag_codes: { '999999': 'NO-SUCH-TAG' },
    };
    const tagAnswer = await suite.api.post(importPath, missingTag, admin());
    expect(tagAnswer.status).toBe(400);
    expect(tagAnswer.body.error.message).toBe('dashboards.errors.importWidgets');
    expect(tagAnswer.body.error.fields).toEqual({ 'tabs.0.widgets.0.options.id_tag': { key: 'validation.referenceNotFound' } });
    const missingFrame = { ...file, frame_codes: { [filler]: 'NO-SUCH-EVENT' } };
    const frameAnswer = await suite.api.post(importPath, missingFrame, admin());
    expect(frameAnswer.status).toBe(400);
    expect(frameAnswer.body.error).toMatchObject({
      details: { tab: 'Output', widget: 'OEE today' },
      fields: { 'tabs.0.widgets.0.options.id_frame': { key: 'validation.referenceNotFound' } },
    });
    expect(await countOf(views)).toBe(before);
  });

  it("refuses a file that is not a dashboard definition, and the dashboard's own bad settings, field by field", async () => {
    const file = await exported(source);
    const wrongFormat = await suite.api.post(importPath, { ...file, format: 'spreadsheet' }, admin());
    expect(wrongFormat.status).toBe(400);
    expect(Object.keys(wrongFormat.body.error.fields ?? {})).toContain('format');
    const badSettings = await suite.api.post(importPath, { ...file, dashboard: { ...file.dashboard, refresh_delay: 1 } }, admin());
    expect(badSettings.status).toBe(400);
    expect(Object.keys(badSettings.body.error.fields)).toEqual(['dashboard.refresh_delay']);
  });

  it('lets only those who may create dashboards import, and those who read the settings page export', async () => {
    const file = await exported(source);
    expect((await suite.api.post(importPath, file, viewer.at)).status).toBe(403);
    expect((await suite.api.get(exportPath(source), viewer.at)).status).toBe(403);
    expect((await suite.api.get(exportPath(999_999), admin())).status).toBe(404);
  });

  it('deletes a tab with its widgets, and keeps a tab with widgets out of a dashboard of another type', async () => {
    const view = await created(views, { vis_descricao: 'Mover' });
    const tab = await created(tabs, { id_visao: view.id_visao, description: 'Full' });
    const empty = await created(tabs, { id_visao: view.id_visao, description: 'Empty' });
    await created(widgets, { id_tab: tab.id_tab, title: 'Card', component: 'performanceCard', options: { id_frame: filler } });
    const hmi = await created(views, { vis_descricao: 'Panel', dashboard_type: 'hmi' });
    const moved = await suite.api.put(`${tabs}/${tab.id_tab}`, { id_visao: hmi.id_visao, description: 'Full' }, admin());
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({
      message: 'dashboards.errors.tabTypeMismatch',
      fields: { id_visao: { key: 'dashboards.errors.tabTypeMismatch' } },
    });
    expect((await suite.api.put(`${tabs}/${empty.id_tab}`, { id_visao: hmi.id_visao, description: 'Empty' }, admin())).status).toBe(200);
    const same = await created(views, { vis_descricao: 'Same type' });
    expect((await suite.api.put(`${tabs}/${tab.id_tab}`, { id_visao: same.id_visao, description: 'Full' }, admin())).status).toBe(200);

    expect((await suite.api.delete(`${tabs}/${tab.id_tab}`, admin())).status).toBe(200);
    expect((await suite.api.get(listOf(widgets, { id_tab: tab.id_tab }), admin())).body.data).toEqual([]);
  });
});
