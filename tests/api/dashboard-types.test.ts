import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const views = 'GDV/entities/VISAO';
const tabs = 'GDV/entities/VISAO_ABA';
const MINUTE = 60_000;
const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const reportId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
const groupId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const secret = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.embed-token-of-the-report';
const standIn = 'http://127.0.0.1:9/powerbi-stand-in/reportEmbed';

/** The HMI, app and Power BI dashboard types: the tab and view fields, the HMI readings and the Power BI embedding. */
describe.each(dialects)('dashboard types: HMI, app and Power BI (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { powerbiEmbedUrl: standIn } });
  const admin = () => suite.admin();
  const ids: Record<string, number> = {};
  let granted: Person;
  let outsider: Person;

  const created = async (path: string, body: unknown, key: string, caller = admin()): Promise<number> => {
    const answer = await suite.api.post(path, body, caller);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return answer.body.data[key];
  };
  const tag = (code: string, body: Record<string, unknown> = {}, caller = admin()) => createTag(suite, { code, ...body }, caller);
  const hmiTab = (hmi_points: unknown, extra: Record<string, unknown> = {}) =>
    suite.api.post(tabs, { id_visao: ids.hmi, description: 'Picture', hmi_points, ...extra }, admin());

  beforeAll(async () => {
    granted = await regularUser(suite.api, suite.demo, 'hmiviewer', []);
    outsider = await regularUser(suite.api, suite.demo, 'hmioutsider', []);
    const bar = (await suite.api.get(listOf(paths.measures, { code: 'bar' }), admin())).body.data[0].id_unit_measurement;
    ids.pressure = await tag('PT-701', { spec_low: 10, spec_high: 50, action_low: 20, action_high: 40, decimals: 2, id_unit_measurement: bar });
    ids.flow = await tag('FT-702', { spec_low: 0, spec_high: 100, action_low: 10, action_high: 90 });
    ids.level = await tag('LT-703', { spec_low: 0, spec_high: 100, action_low: 10, action_high: 90 });
    ids.silent = await tag('LT-704');
    ids.south = await tag('PT-799', {}, suite.admin(suite.demo.south));
    const now = Date.now();
    const values = [
      { tag: 'PT-701', ts: new Date(now - 30 * MINUTE).toISOString(), value: 25 },
      { tag: 'PT-701', ts: new Date(now - 10 * MINUTE).toISOString(), value: 45 },
      { tag: 'FT-702', ts: new Date(now - 5 * MINUTE).toISOString(), value: 50 },
      { tag: 'LT-703', ts: new Date(now - 5 * MINUTE).toISOString(), value: 120 },
    ];
    const written = await suite.api.post('MES/actions/writeValues', { values }, admin());
    expect(written.status, written.text).toBe(200);
    ids.hmi = await created(views, { vis_descricao: 'Boiler picture', dashboard_type: 'hmi', users: [granted.id] }, 'id_visao');
  });

  describe('HMI tab', () => {
    it('stores the picture points with their defaults and gives them back', async () => {
      const answer = await hmiTab(
        [
          { id_tag: ids.pressure, x: 12.5, y: 80 },
          { id_tag: ids.flow, x: 0, y: 100, decimals: 0, show_unit: true },
        ],
        {
          hmi_image: `${'a'.repeat(32)}.svg`,
        },
      );
      expect(answer.status, answer.text).toBe(200);
      const read = (await suite.api.get(`${tabs}/${answer.body.data.id_tab}`, admin())).body.data;
      expect(read.hmi_image).toBe(`${'a'.repeat(32)}.svg`);
      expect(read.hmi_points).toEqual([
        { id_tag: ids.pressure, x: 12.5, y: 80, decimals: 1, show_unit: false },
        { id_tag: ids.flow, x: 0, y: 100, decimals: 0, show_unit: true },
      ]);
    });

    it('refuses points out of the picture, too many points or a bad picture id, field by field', async () => {
      const point = { id_tag: ids.pressure, x: 50, y: 50 };
      const cases: [unknown, Record<string, unknown>, string][] = [
        [[{ ...point, x: 100.5 }], {}, 'hmi_points.0.x'],
        [[{ ...point, y: -1 }], {}, 'hmi_points.0.y'],
        [[{ ...point, decimals: 7 }], {}, 'hmi_points.0.decimals'],
        [[{ x: 1, y: 1 }], {}, 'hmi_points.0'],
        [[{ ...point, color: 'red' }], {}, 'hmi_points.0'],
        [Array.from({ length: 101 }, () => point), {}, 'hmi_points'],
        [[point], { hmi_image: '../etc/passwd.png' }, 'hmi_image'],
      ];
      for (const [points, extra, field] of cases) {
        const answer = await hmiTab(points, extra);
        expect(answer.status, `${field}: ${answer.text}`).toBe(400);
        expect(Object.keys(answer.body.error.fields).join(), field).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
      }
      expect((await hmiTab(Array.from({ length: 100 }, () => point))).status).toBe(200);
    });

    it('refuses a point whose tag is not a tag of the unit’s plant', async () => {
      const answer = await hmiTab([
        { id_tag: ids.pressure, x: 1, y: 1 },
        { id_tag: ids.south, x: 2, y: 2 },
        { id_tag: 99_999_999, x: 3, y: 3 },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({
        'hmi_points.1.id_tag': { key: 'validation.referenceNotFound' },
        'hmi_points.2.id_tag': { key: 'validation.referenceNotFound' },
      });
    });

    it('answers each point’s latest value, time and status against the tag’s limits, in the points’ order', async () => {
      const id_tab = await created(
        tabs,
        {
          id_visao: ids.hmi,
          description: 'Live',
          hmi_points: [
            { id_tag: ids.level, x: 10, y: 10 },
            { id_tag: ids.pressure, x: 20, y: 20 },
            { id_tag: ids.silent, x: 30, y: 30 },
            { id_tag: ids.flow, x: 40, y: 40 },
            { id_tag: ids.pressure, x: 50, y: 50 },
          ],
        },
        'id_tab',
      );
      const answer = await suite.api.post('GDV/queries/hmi-data', { id_tab }, admin());
      expect(answer.status, answer.text).toBe(200);
      const points = answer.body.data.points as Record<string, unknown>[];
      expect(points.map((point) => [point.index, point.code, point.value, point.status])).toEqual([
        [0, 'LT-703', 120, 'alarm'],
        [1, 'PT-701', 45, 'warning'],
        [2, 'LT-704', null, 'noData'],
        [3, 'FT-702', 50, 'normal'],
        [4, 'PT-701', 45, 'warning'],
      ]);
      expect(points[1]).toMatchObject({ id_tag: ids.pressure, unit: 'bar' });
      expect(Date.now() - Date.parse(String(points[1]!.at))).toBeGreaterThanOrEqual(10 * MINUTE - 5_000);
      expect(points[2]!.at).toBeNull();

      // The granted viewer reads it too; a user the dashboard is not granted to gets 404, as for the tab itself.
      expect((await suite.api.post('GDV/queries/hmi-data', { id_tab }, granted.at)).status).toBe(200);
      const refused = await suite.api.post('GDV/queries/hmi-data', { id_tab }, outsider.at);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('global.error.messages.notFound');
      // Another unit's caller does not reach the tab, and a bad body is a 400, never a 500.
      expect((await suite.api.post('GDV/queries/hmi-data', { id_tab }, { token: suite.demo.admin, headers: atUnit(suite.demo.south) })).status).toBe(404);
      expect((await suite.api.post('GDV/queries/hmi-data', { id_tab: 'one' }, admin())).status).toBe(400);
      expect((await suite.api.post('GDV/queries/hmi-data', { id_tab: 99_999_999 }, admin())).status).toBe(404);
    });

    it('answers a point whose tag was deleted since as no data, the others still', async () => {
      const gone = await tag('LT-705');
      const id_tab = await created(
        tabs,
        {
          id_visao: ids.hmi,
          description: 'With a deleted tag',
          hmi_points: [
            { id_tag: gone, x: 1, y: 1 },
            { id_tag: ids.flow, x: 2, y: 2 },
          ],
        },
        'id_tab',
      );
      expect((await suite.api.delete(`MES/entities/MESTAG/${gone}`, admin())).status).toBe(200);
      const answer = await suite.api.post('GDV/queries/hmi-data', { id_tab }, admin());
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.points.map((point: { code: string | null; status: string }) => [point.code, point.status])).toEqual([
        [null, 'noData'],
        ['FT-702', 'normal'],
      ]);
    });
  });

  describe('app tab', () => {
    it('stores the module page and its saved settings, and refuses a page that is not offered', async () => {
      const id_visao = await created(views, { vis_descricao: 'Analysis board', dashboard_type: 'app' }, 'id_visao');
      const settings = { state: { 'plataforma.analysis.process.1': { tags: [{ id_tag: ids.pressure }], level: 'raw' } }, rolling: true };
      const id_tab = await created(tabs, { id_visao, description: 'Trend', app_page: 'analysis-process', app_settings: settings }, 'id_tab');
      const read = (await suite.api.get(`${tabs}/${id_tab}`, admin())).body.data;
      expect(read).toMatchObject({ app_page: 'analysis-process', app_settings: settings });
      const bad = await suite.api.post(tabs, { id_visao, description: 'Bad', app_page: 'settings.tags' }, admin());
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['app_page']);
      const notObject = await suite.api.post(tabs, { id_visao, description: 'Bad', app_settings: 'analysis' }, admin());
      expect(notObject.status).toBe(400);
    });
  });

  describe('Power BI dashboard', () => {
    let id_visao: number;

    beforeAll(async () => {
      id_visao = await created(
        views,
        {
          vis_descricao: 'Finance report',
          dashboard_type: 'powerbi',
          users: [granted.id],
          powerbi_client_id: 'plant-embedding-app',
          powerbi_report_id: reportId,
          powerbi_group_id: groupId,
          powerbi_token: secret,
        },
        'id_visao',
      );
    });

    it('never gives the token back in a read of the dashboard, its list or the menu’s views', async () => {
      const one = await suite.api.get(`${views}/${id_visao}`, admin());
      expect(one.body.data).toMatchObject({ powerbi_client_id: 'plant-embedding-app', powerbi_report_id: reportId, powerbi_group_id: groupId });
      expect(one.body.data).not.toHaveProperty('powerbi_token');
      for (const answer of [one, await suite.api.get(views, admin()), await suite.api.get(`GDV/entities/ALLVISAO/${granted.id}`, granted.at)]) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.text).not.toContain(secret);
        expect(answer.text).not.toContain('powerbi_token');
      }
      // Nor can a list be filtered or sorted on it (which would leak it a character at a time).
      const filtered = await suite.api.get(listOf(views, { powerbi_token: secret }), admin());
      expect(filtered.status).toBe(400);
    });

    it('gives the embedding to who sees the dashboard: the report’s address on the configured service, its id and the token', async () => {
      for (const caller of [admin(), granted.at]) {
        const answer = await suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, caller);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data).toEqual({ embedUrl: `${standIn}?reportId=${reportId}&groupId=${groupId}`, reportId, accessToken: secret });
      }
    });

    it('refuses the embedding to a user who does not see the dashboard, as if it did not exist', async () => {
      const refused = await suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, outsider.at);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('global.error.messages.notFound');
      expect(refused.text).not.toContain(secret);
      expect((await suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, { token: suite.demo.admin, headers: atUnit(suite.demo.south) })).status).toBe(404);
      expect((await suite.api.get('GDV/queries/powerbi-embed/abc', admin())).status).toBe(400);
    });

    it('keeps the stored token when an update leaves it out or empty, and replaces it when one is sent', async () => {
      const current = (await suite.api.get(`${views}/${id_visao}`, admin())).body.data;
      expect((await suite.api.put(`${views}/${id_visao}`, { ...current, vis_descricao: 'Finance' }, admin())).status).toBe(200);
      expect((await suite.api.put(`${views}/${id_visao}`, { ...current, powerbi_token: '' }, admin())).status).toBe(200);
      expect((await suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, admin())).body.data.accessToken).toBe(secret);
      expect((await suite.api.put(`${views}/${id_visao}`, { ...current, powerbi_token: 'renewed-token' }, admin())).status).toBe(200);
      expect((await suite.api.get(`GDV/queries/powerbi-embed/${id_visao}`, admin())).body.data.accessToken).toBe('renewed-token');
    });

    it('answers "not configured" for a dashboard of another type or without a report or token', async () => {
      const noToken = await created(views, { vis_descricao: 'Half done', dashboard_type: 'powerbi', powerbi_report_id: reportId }, 'id_visao');
      for (const id of [ids.hmi, noToken]) {
        const answer = await suite.api.get(`GDV/queries/powerbi-embed/${id}`, admin());
        expect(answer.status).toBe(404);
        expect(answer.body.error.message).toBe('dashboards.powerbi.errors.notConfigured');
      }
    });

    it('lets the app’s pages frame the configured embedding service, and no other', async () => {
      const page = await suite.api.get('/dashboard/1');
      const frameSrc = String(page.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'frame-src');
      expect(frameSrc).toEqual(['frame-src', "'self'", 'http://127.0.0.1:9']);
    });

    it('refuses report and group ids that are not GUIDs', async () => {
      for (const field of ['powerbi_report_id', 'powerbi_group_id']) {
        const answer = await suite.api.post(views, { vis_descricao: 'Bad', dashboard_type: 'powerbi', [field]: 'report-1' }, admin());
        expect(answer.status).toBe(400);
        expect(Object.keys(answer.body.error.fields)).toEqual([field]);
      }
    });
  });
});
