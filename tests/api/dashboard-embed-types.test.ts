import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';
import { multipartFile, tinyPng } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { grantOnly, regularUser, type Person } from './helpers/user-fixtures.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const widgets = 'GDV/entities/VISAO_WIDGET';
const hmiData = 'GDV/queries/hmi-data';
const reportId = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const reportToken = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.embed-token-of-the-link-report';
const standIn = 'http://127.0.0.1:9/powerbi-stand-in/reportEmbed';
const MINUTE = 60_000;

/** TV links and iframe exports of HMI and Power BI dashboards: the picture, its readings and the report, within the link. */
describe.each(dialects)('dashboard links of HMI and Power BI dashboards (%s)', (dialect) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'plant-embed-types-'));
  const suite = demoSuite(dialect, { config: { uploadDir, powerbiEmbedUrl: standIn } });
  const admin = () => suite.admin();
  const as = (secret: string): Caller => ({ token: secret, headers: {} });
  type Id = 'pressure' | 'hmi' | 'boiler' | 'turbine' | 'otherHmi' | 'elsewhere' | 'powerbi' | 'reportTab' | 'otherPowerbi';
  type MoreId = 'standard' | 'picturesTab' | 'otherPicturesTab' | 'shownWidget';
  const ids = {} as Record<Id | MoreId, number>;
  const pictureNames = ['boiler', 'turbine', 'elsewhere', 'shown', 'managers', 'hidden'] as const;
  const pictures = {} as Record<(typeof pictureNames)[number], string>;
  let maker: Person;

  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  const created = async (path: string, body: unknown, key: string): Promise<number> => {
    const answer = await suite.api.post(path, body, admin());
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return answer.body.data[key];
  };
  const upload = async (): Promise<string> => {
    const form = multipartFile(tinyPng, 'picture.png', 'image/png');
    const answer = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/GDV/actions/images`,
      payload: form.payload,
      headers: { ...form.headers, ...admin().headers, authorization: `Bearer ${admin().token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.id;
  };
  const picture = (id: string, secret: string) =>
    suite.server.app.inject({ method: 'GET', url: `${product}/GDV/queries/images/${id}`, headers: { authorization: `Bearer ${secret}` } });
  const linkOf = async (body: Record<string, unknown>, caller: Caller = admin()): Promise<string> => {
    const answer = await suite.api.post('GDV/actions/embed-links', body, caller);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.secret;
  };
  const powerBi = (id_visao: number, secret: string) => suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, as(secret));

  beforeAll(async () => {
    maker = await regularUser(suite.api, suite.demo, 'typelinkmaker', ['settings.dashboards']);
    const tag = {
      tag_type: 'higher_better',
      aggregation: 'AVERAGE',
      data_input: 'sensor',
      active: true,
      spec_low: 0,
      spec_high: 100,
      action_low: 10,
      action_high: 90,
    };
    ids.pressure = await created('MES/entities/MESTAG', { code: 'PT-801', ...tag }, 'id_tag');
    const values = [{ tag: 'PT-801', ts: new Date(Date.now() - 5 * MINUTE).toISOString(), value: 95 }];
    const written = await suite.api.post('MES/actions/writeValues', { values }, admin());
    expect(written.status, written.text).toBe(200);
    for (const name of pictureNames) pictures[name] = await upload();

    ids.hmi = await created(views, { vis_descricao: 'Boiler house', dashboard_type: 'hmi' }, 'id_visao');
    const point = { id_tag: ids.pressure, x: 40, y: 60 };
    ids.boiler = await created(tabs, { id_visao: ids.hmi, description: 'Boiler', tab_order: 1, hmi_image: pictures.boiler, hmi_points: [point] }, 'id_tab');
    ids.turbine = await created(tabs, { id_visao: ids.hmi, description: 'Turbine', tab_order: 2, hmi_image: pictures.turbine, hmi_points: [point] }, 'id_tab');
    ids.otherHmi = await created(views, { vis_descricao: 'Water plant', dashboard_type: 'hmi' }, 'id_visao');
    ids.elsewhere = await created(tabs, { id_visao: ids.otherHmi, description: 'Pumps', hmi_image: pictures.elsewhere, hmi_points: [point] }, 'id_tab');

    const report = { dashboard_type: 'powerbi', powerbi_report_id: reportId, powerbi_token: reportToken };
    ids.powerbi = await created(views, { vis_descricao: 'Energy report', ...report }, 'id_visao');
    ids.reportTab = await created(tabs, { id_visao: ids.powerbi, description: 'Energy' }, 'id_tab');
    ids.otherPowerbi = await created(views, { vis_descricao: 'Finance report', ...report }, 'id_visao');
    await created(tabs, { id_visao: ids.otherPowerbi, description: 'Finance' }, 'id_tab');

    ids.standard = await created(views, { vis_descricao: 'Pictures board' }, 'id_visao');
    ids.picturesTab = await created(tabs, { id_visao: ids.standard, description: 'Pictures' }, 'id_tab');
    ids.otherPicturesTab = await created(tabs, { id_visao: ids.standard, description: 'More pictures' }, 'id_tab');
    const image = (title: string, id_tab: number, shown: string, manager_only = false) =>
      created(widgets, { id_tab, title, component: 'staticImage', options: { image: shown }, manager_only }, 'id_widget');
    ids.shownWidget = await image('Line layout', ids.picturesTab, pictures.shown);
    await image('Managers’ layout', ids.picturesTab, pictures.managers, true);
    await image('Other layout', ids.otherPicturesTab, pictures.hidden);
  });

  it('a TV link of an HMI dashboard reads each tab’s picture and live readings, and nothing of another dashboard', async () => {
    const secret = await linkOf({ kind: 'tv', id_visao: ids.hmi });
    const definition = (await suite.api.get('GDV/queries/embed', as(secret))).body.data;
    expect(definition.view).toMatchObject({ id_visao: ids.hmi, dashboard_type: 'hmi' });
    expect(definition.tabs.map((tab: { hmi_image: string }) => tab.hmi_image)).toEqual([pictures.boiler, pictures.turbine]);

    const shownTabs: [number, string][] = [
      [ids.boiler, pictures.boiler],
      [ids.turbine, pictures.turbine],
    ];
    for (const [tab, shown] of shownTabs) {
      const readings = await suite.api.post(hmiData, { id_tab: tab }, as(secret));
      expect(readings.status, readings.text).toBe(200);
      expect(readings.body.data.points).toEqual([expect.objectContaining({ index: 0, code: 'PT-801', value: 95, status: 'warning' })]);
      const read = await picture(shown, secret);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(read.rawPayload.equals(tinyPng)).toBe(true);
    }

    expect((await suite.api.post(hmiData, { id_tab: ids.elsewhere }, as(secret))).status).toBe(403);
    expect((await picture(pictures.elsewhere, secret)).statusCode).toBe(403);
    // Refused before the store is read: a picture that does not exist is the same 403, never a 404.
    expect((await picture(`${'f'.repeat(32)}.png`, secret)).statusCode).toBe(403);
    expect((await powerBi(ids.powerbi, secret)).status).toBe(403);
    // Signed in, the same reads answer as before.
    expect((await suite.api.post(hmiData, { id_tab: ids.elsewhere }, admin())).status).toBe(200);
  });

  it('a TV link of a Power BI dashboard gets its report’s embedding, and never another dashboard’s', async () => {
    const secret = await linkOf({ kind: 'tv', id_visao: ids.powerbi });
    const answer = await powerBi(ids.powerbi, secret);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({ embedUrl: `${standIn}?reportId=${reportId}`, reportId, accessToken: reportToken });
    const other = await powerBi(ids.otherPowerbi, secret);
    expect(other.status).toBe(403);
    expect(other.text).not.toContain(reportToken);
    expect((await suite.api.post(hmiData, { id_tab: ids.boiler }, as(secret))).status).toBe(403);
  });

  it('an iframe export reads its own tab only: another tab’s readings and picture are 403', async () => {
    const boiler = await linkOf({ kind: 'iframe', id_visao: ids.hmi, id_tab: ids.boiler });
    expect((await suite.api.post(hmiData, { id_tab: ids.boiler }, as(boiler))).status).toBe(200);
    expect((await picture(pictures.boiler, boiler)).statusCode).toBe(200);
    expect((await suite.api.post(hmiData, { id_tab: ids.turbine }, as(boiler))).status).toBe(403);
    expect((await picture(pictures.turbine, boiler)).statusCode).toBe(403);
    // Its own dashboard is no Power BI one: "not configured", as signed in.
    const notReport = await powerBi(ids.hmi, boiler);
    expect(notReport.status).toBe(404);
    expect(notReport.body.error.message).toBe('dashboards.powerbi.errors.notConfigured');

    const report = await linkOf({ kind: 'iframe', id_visao: ids.powerbi, id_tab: ids.reportTab });
    expect((await powerBi(ids.powerbi, report)).status).toBe(200);
    expect((await powerBi(ids.otherPowerbi, report)).status).toBe(403);
  });

  it('a standard tab’s link reads the pictures of the widgets it shows, never a manager-only one’s or another tab’s', async () => {
    const tab = await linkOf({ kind: 'iframe', id_visao: ids.standard, id_tab: ids.picturesTab });
    expect((await picture(pictures.shown, tab)).statusCode).toBe(200);
    expect((await picture(pictures.managers, tab)).statusCode).toBe(403);
    expect((await picture(pictures.hidden, tab)).statusCode).toBe(403);
    expect((await suite.api.post(hmiData, { id_tab: ids.picturesTab }, as(tab))).status).toBe(200);

    const widget = await linkOf({ kind: 'iframe', id_visao: ids.standard, id_tab: ids.picturesTab, id_widget: ids.shownWidget });
    expect((await picture(pictures.shown, widget)).statusCode).toBe(200);
    // A widget export shows its widget, not the whole tab.
    expect((await suite.api.post(hmiData, { id_tab: ids.picturesTab }, as(widget))).status).toBe(403);
  });

  it('a link stops (403) on the picture, its readings and the report when its creator can no longer see the dashboard', async () => {
    const hmi = await linkOf({ kind: 'tv', id_visao: ids.hmi }, maker.at);
    const report = await linkOf({ kind: 'tv', id_visao: ids.powerbi }, maker.at);
    const reads = async () => [
      (await suite.api.post(hmiData, { id_tab: ids.boiler }, as(hmi))).status,
      (await picture(pictures.boiler, hmi)).statusCode,
      (await powerBi(ids.powerbi, report)).status,
    ];
    expect(await reads()).toEqual([200, 200, 200]);

    expect((await grantOnly(suite.api, admin(), maker, 'settings.unit-measurement')).status).toBe(200);
    expect(await reads()).toEqual([403, 403, 403]);
    expect((await powerBi(ids.powerbi, report)).text).not.toContain(reportToken);

    expect((await grantOnly(suite.api, admin(), maker, 'settings.dashboards')).status).toBe(200);
    expect(await reads()).toEqual([200, 200, 200]);
  });
});
