import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentOptions } from '../../src/domain/dashboards/components/options/index.js';
import { product } from './helpers/api-client.js';
import { atUnit, paths } from './helpers/demo.js';
import { tinyPng } from './helpers/multipart.js';
import { otherClientAdmin } from './helpers/other-client.js';
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
const processSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect id="tank" width="40" height="20" fill="#0a0"/></svg>';

/** A picture upload with its purpose, as the picture dialog sends it. */
function pictureForm(content: Buffer, purpose: 'widget' | 'hmi') {
  const boundary = `----plant${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

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
    hmi_image?: string;
    widgets: { title: string; component: string; options?: Record<string, unknown>; manager_only?: boolean; layout?: unknown[] }[];
  }[];
  tag_codes?: Record<string, string>;
  frame_codes?: Record<string, string>;
  pictures?: { id: string; content_type: string; data: string }[];
}

describe.each(dialects)('dashboard definition export and import (%s)', (dialect) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'plant-definition-pictures-'));
  const suite = demoSuite(dialect, { config: { uploadDir } });
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
  const countOf = async (path: string, caller = admin()) =>
    ((await suite.api.get(`${path}?range=${encodeURIComponent('[0,9999]')}`, caller)).body.data as unknown[]).length;

  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

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

  describe('pictures', () => {
    const lost = `${'f'.repeat(32)}.png`;
    let board: number;
    let svg: string;
    let png: string;
    let other: Caller;

    const inject = (method: 'GET' | 'POST', path: string, caller: Caller, form?: ReturnType<typeof pictureForm>) =>
      suite.server.app.inject({
        method,
        url: `${product}/${path}`,
        payload: form?.payload,
        headers: { ...form?.headers, ...caller.headers, authorization: `Bearer ${caller.token}` },
      });
    const upload = async (content: Buffer, purpose: 'widget' | 'hmi'): Promise<string> => {
      const answer = await inject('POST', 'GDV/actions/images', admin(), pictureForm(content, purpose));
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.id as string;
    };
    const picture = (id: string, caller: Caller) => inject('GET', `GDV/queries/images/${id}`, caller);
    const storedFiles = () => readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

    /** A user who may create dashboards but not update them, so not upload pictures. */
    async function creatorOnly(): Promise<Caller> {
      const login = 'boardcreator';
      const password = 'Boardcreator#Password2026';
      const user = await created(paths.users, { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 });
      const permissions = [{ menu_id: 'settings.dashboards', read: true, create: true, update: false, delete: false }];
      const profile = await created(paths.profiles, { per_descri: 'Board creators', permissions });
      await created(paths.userUnits, { id_usuario: user.id_usuario, id_elemento: suite.demo.north, profiles: [profile.id_perfil] });
      return { token: await suite.api.login(login, password), headers: atUnit(suite.demo.north) };
    }

    beforeAll(async () => {
      svg = await upload(Buffer.from(processSvg), 'hmi');
      png = await upload(tinyPng, 'widget');
      board = (await created(views, { vis_descricao: 'Process board', dashboard_type: 'hmi' })).id_visao!;
      await created(tabs, { id_visao: board, description: 'Process', tab_order: 0, hmi_image: svg });
      const photos = await created(tabs, { id_visao: board, description: 'Photos', tab_order: 1 });
      await created(widgets, { id_tab: photos.id_tab, title: 'Filler photo', component: 'staticImage', options: { image: png } });
      await created(widgets, { id_tab: photos.id_tab, title: 'Same photo', component: 'staticImage', options: { image: png, fit: 'cover' } });
      await created(widgets, { id_tab: photos.id_tab, title: 'Lost photo', component: 'staticImage', options: { image: lost } });
      other = await otherClientAdmin(suite, 'definition.other');
    }, 60_000);

    it('exports each picture its HMI tab and image widgets name once, with the stored bytes; one the store lost is left out', async () => {
      const file = await exported(board);
      const svgBytes = (await picture(svg, admin())).rawPayload;
      expect(svgBytes.toString('utf8')).toContain('<rect id="tank"');
      expect(file.pictures).toEqual([
        { id: svg, content_type: 'image/svg+xml', data: svgBytes.toString('base64') },
        { id: png, content_type: 'image/png', data: tinyPng.toString('base64') },
      ]);
      expect(file.tabs[0]!.hmi_image).toBe(svg);
      expect(file.tabs[1]!.widgets.map((widget) => widget.options?.image)).toEqual([png, png, lost]);
    });

    it("imports them into another client's store under new ids, named by the tab and the widgets, with the same bytes", async () => {
      const file = await exported(board);
      const answer = await suite.api.post(importPath, file, other);
      expect(answer.status, answer.text).toBe(200);
      const copy = await exported(answer.body.data.id_visao, other);
      const hmiImage = copy.tabs[0]!.hmi_image!;
      const [photo, same, stillLost] = copy.tabs[1]!.widgets.map((widget) => widget.options?.image as string);
      expect(hmiImage).toMatch(/^[0-9a-f]{32}\.svg$/);
      expect(photo).toMatch(/^[0-9a-f]{32}\.png$/);
      expect([hmiImage, photo]).not.toContain(svg);
      expect([hmiImage, photo]).not.toContain(png);
      expect(same).toBe(photo);
      expect(stillLost).toBe(lost);
      expect(copy.pictures!.map((carried) => carried.id)).toEqual([hmiImage, photo]);
      const renamed: [string, string][] = [
        [hmiImage, svg],
        [photo!, png],
      ];
      for (const [id, original] of renamed) {
        const read = await picture(id, other);
        expect(read.statusCode, read.body).toBe(200);
        expect(read.rawPayload.equals((await picture(original, admin())).rawPayload)).toBe(true);
        expect((await picture(id, admin())).statusCode).toBe(404);
        expect((await picture(original, other)).statusCode).toBe(404);
      }
    });

    it('refuses a picture the upload would refuse with its field error, creating no dashboard and keeping no picture', async () => {
      const file = await exported(board);
      const [hmi, photo] = file.pictures!;
      const before = { views: await countOf(views, other), files: storedFiles() };
      const corrupt = { ...photo!, data: Buffer.from('these bytes are no picture').toString('base64') };
      const svgAsWidgetPicture = { ...photo!, data: hmi!.data };
      for (const bad of [corrupt, svgAsWidgetPicture]) {
        const answer = await suite.api.post(importPath, { ...file, pictures: [hmi, bad] }, other);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.error).toEqual({
          code: 'IMPORT_PICTURE',
          message: 'dashboards.errors.importPicture',
          details: { picture: png },
          fields: { 'pictures.1.data': { key: 'dashboards.errors.notAnImage', args: { picture: png } } },
        });
      }
      const badSettings = await suite.api.post(importPath, { ...file, dashboard: { ...file.dashboard, refresh_delay: 1 } }, other);
      expect(badSettings.status).toBe(400);
      expect(await countOf(views, other)).toBe(before.views);
      expect(storedFiles()).toBe(before.files);
    });

    it('imports an older file without pictures as before, its references kept as they were', async () => {
      const { pictures, ...older } = await exported(board);
      expect(pictures).toHaveLength(2);
      const files = storedFiles();
      const answer = await suite.api.post(importPath, older, admin());
      expect(answer.status, answer.text).toBe(200);
      const copy = await exported(answer.body.data.id_visao);
      expect(copy.tabs[0]!.hmi_image).toBe(svg);
      expect(copy.tabs[1]!.widgets.map((widget) => widget.options?.image)).toEqual([png, png, lost]);
      expect(storedFiles()).toBe(files);
    });

    it('stores carried pictures only for who may upload them', async () => {
      const creator = await creatorOnly();
      const file = await exported(board);
      expect((await suite.api.post(importPath, file, creator)).status).toBe(403);
      const { pictures: _pictures, ...withoutPictures } = file;
      const answer = await suite.api.post(importPath, withoutPictures, creator);
      expect(answer.status, answer.text).toBe(200);
    });

    it("takes a file larger than the app's body limit, a picture at the 2 MB cap, and refuses one over the import's own limit", async () => {
      const poster = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024 - 1 - tinyPng.length)]);
      const view = await created(views, { vis_descricao: 'Poster board' });
      const tab = await created(tabs, { id_visao: view.id_visao, description: 'Poster' });
      await created(widgets, { id_tab: tab.id_tab, title: 'Poster', component: 'staticImage', options: { image: await upload(poster, 'widget') } });
      const file = await exported(view.id_visao!);
      const answer = await suite.api.post(importPath, file, other);
      expect(answer.status, answer.text).toBe(200);
      const copy = await exported(answer.body.data.id_visao, other);
      expect((await picture(copy.tabs[0]!.widgets[0]!.options!.image as string, other)).rawPayload.equals(poster)).toBe(true);
      const huge = { ...file, dashboard: { ...file.dashboard, vis_descricao: 'x'.repeat(31 * 1024 * 1024) } };
      expect((await suite.api.post(importPath, huge, other)).status).toBe(413);
    });
  });
});
