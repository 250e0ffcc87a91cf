import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface Answer {
  id_widget: number;
  component: string;
  data: any;
  error?: { key: string };
}

interface StopRow {
  id_stop: number;
  status: string;
  id_motive: number | null;
  start: string;
}

/**
 * The event and people components (pareto, gantt, event manager, logbook, operator chart) through the tab's batched
 * data request, over the demo filler FIL-101 and its month of stops (`seedDemoSeries`).
 */
describe.each(dialects)('dashboard event components (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { seedDemoSeries: true } });
  const admin = () => suite.admin();
  let filler: number;
  let idTab: number;

  const addWidget = (component: string, options: Record<string, unknown>) =>
    suite.api.post('GDV/entities/VISAO_WIDGET', { id_tab: idTab, title: component, component, options }, admin());
  const widgetOf = async (component: string, options: Record<string, unknown>): Promise<number> => {
    const created = await addWidget(component, options);
    expect(created.status, created.text).toBe(200);
    return created.body.data.id_widget;
  };
  const dataOf = async (id_widget: number, width = 400): Promise<Answer> => {
    const answer = await suite.api.post('GDV/queries/tab-data', { id_tab: idTab, widgets: [{ id_widget, width }] }, admin());
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data[0];
  };
  const stopsOf = async (from: string, to: string): Promise<StopRow[]> => {
    const answer = await suite.api.get('EM/queries/stops', { ...admin(), query: { idFrame: String(filler), from, to } });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    const frames = (await suite.api.get(listOf('EM/entities/FRAME', { code: 'FIL-101' }), admin())).body.data as { id_frame: number; code: string }[];
    filler = frames.find((frame) => frame.code === 'FIL-101')!.id_frame;
    const view = await suite.api.post('GDV/entities/VISAO', { vis_descricao: 'Events board' }, admin());
    expect(view.status, view.text).toBe(200);
    const tab = await suite.api.post('GDV/entities/VISAO_ABA', { id_visao: view.body.data.id_visao, description: 'Stops' }, admin());
    expect(tab.status, tab.text).toBe(200);
    idTab = tab.body.data.id_tab;
  });

  describe('pareto', () => {
    it('sums the stop time per motive as the stopping chart does, biggest first, ending at 100 %', async () => {
      const id = await widgetOf('pareto', { id_frame: filler, period: 'last7d' });
      const { data } = await dataOf(id);
      expect(data.measure).toBe('duration');
      const chart = await suite.api.get('EM/queries/pareto', { ...admin(), query: { idFrame: String(filler), from: data.from, to: data.to, by: 'motive' } });
      expect(chart.status, chart.text).toBe(200);
      expect(data.totalCount).toBe(chart.body.data.totalCount);
      // An open stop runs up to each request's now: a few seconds apart at most.
      expect(Math.abs(data.totalMs - chart.body.data.totalMs)).toBeLessThan(10_000);
      expect(data.totalCount).toBeGreaterThan(0);
      const rows = chart.body.data.rows as { key: number | null; count: number }[];
      expect(data.bars.length).toBe(Math.min(rows.length, 10));
      expect(data.bars[0].key).toBe(rows[0]!.key);
      const values = (data.bars as { durationMs: number; kind: string }[]).filter((bar) => bar.kind !== 'others').map((bar) => bar.durationMs);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(data.bars.at(-1).cumulativeShare).toBeCloseTo(1, 10);
    });

    it('ranks by number of stops and sums the rest as Others', async () => {
      const id = await widgetOf('pareto', { id_frame: filler, period: 'last7d', measure: 'count', max_bars: 3 });
      const { data } = await dataOf(id);
      expect(data.measure).toBe('count');
      expect(data.total).toBe(data.totalCount);
      expect(data.bars).toHaveLength(3);
      expect(data.bars[2].kind).toBe('others');
      expect(data.bars[0].count).toBeGreaterThanOrEqual(data.bars[1].count);
      expect(data.bars.reduce((sum: number, bar: { count: number }) => sum + bar.count, 0)).toBe(data.totalCount);
    });

    it('refuses bad options field by field, and an event of another unit', async () => {
      const bad = await addWidget('pareto', { id_frame: filler, measure: 'weight', max_bars: 1 });
      expect(bad.status, bad.text).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['options.max_bars', 'options.measure']);
      const missing = await addWidget('pareto', { period: 'today' });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields['options.id_frame'].key).toBe('global.labels.requiredField');
      const elsewhere = await addWidget('pareto', { id_frame: 999_999 });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.error.fields['options.id_frame'].key).toBe('validation.referenceNotFound');
    });
  });

  describe('gantt', () => {
    it("answers each event's stops over the period, reduced to the width, every stop counted", async () => {
      const id = await widgetOf('gantt', { frames: [filler], period: 'last24h' });
      const { data, error } = await dataOf(id, 300);
      expect(error).toBeUndefined();
      expect(data.rows).toHaveLength(1);
      const [row] = data.rows;
      expect(row).toMatchObject({ id_frame: filler, code: 'FIL-101' });
      const stops = (await stopsOf(new Date(data.from).toISOString(), new Date(data.to).toISOString())).filter((stop) => stop.status !== 'annulled');
      expect(row.stops).toBe(stops.length);
      expect(row.stops).toBeGreaterThan(0);
      expect(row.bars.length).toBeLessThanOrEqual(301);
      for (const bar of row.bars) {
        expect(bar.start).toBeGreaterThanOrEqual(data.from);
        expect(bar.end).toBeLessThanOrEqual(data.now);
        expect(bar.end).toBeGreaterThan(bar.start);
      }
    });

    it('refuses an empty or too long list of events', async () => {
      for (const frames of [[], Array.from({ length: 11 }, (_, i) => i + 1)]) {
        const bad = await addWidget('gantt', { frames });
        expect(bad.status, bad.text).toBe(400);
        expect(bad.body.error.fields['options.frames']).toBeDefined();
      }
    });
  });

  describe('event manager', () => {
    it('lists the latest stops of the event, newest first, with the ones still needing a motive', async () => {
      const id = await widgetOf('eventManager', { id_frame: filler, max_rows: 5 });
      const { data } = await dataOf(id);
      expect(data.frame).toMatchObject({ id_frame: filler, code: 'FIL-101' });
      const month = await stopsOf(new Date(Date.now() - 40 * 86_400_000).toISOString(), new Date(Date.now() + 60_000).toISOString());
      const latest = month.slice(0, 5);
      expect(data.stops.map((stop: { id_stop: number }) => stop.id_stop)).toEqual(latest.map((stop) => stop.id_stop));
      expect(data.stops.map((stop: { needsMotive: boolean }) => stop.needsMotive)).toEqual(
        latest.map((stop) => stop.id_motive === null && stop.status !== 'annulled'),
      );
    });

    it('keeps to the open stops when asked', async () => {
      const id = await widgetOf('eventManager', { id_frame: filler, only_open: true });
      const { data } = await dataOf(id);
      expect(data.stops.every((stop: { status: string; end: string | null }) => stop.status === 'open' && stop.end === null)).toBe(true);
    });

    it('refuses a list longer than 50', async () => {
      const bad = await addWidget('eventManager', { id_frame: filler, max_rows: 51, only_open: 'yes' });
      expect(bad.status, bad.text).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['options.max_rows', 'options.only_open']);
    });
  });

  describe('logbook', () => {
    let control: number;
    beforeAll(async () => {
      const group = (description: string, unit?: number) =>
        suite.api.post('LOGBOOK/entities/GROUP', { logbook_group_description: description }, suite.admin(unit));
      control = (await group('Control room')).body.data.id_logbook_group;
      const maintenance = (await group('Maintenance')).body.data.id_logbook_group;
      for (const [id_logbook_group, text] of [
        [control, '<p>Pump <strong>P-101</strong> restarted</p>'],
        [maintenance, '<p>Filler belt changed</p>'],
        [control, '<p>Shift handed over</p>'],
      ] as const) {
        const entry = await suite.api.post('LOGBOOK/entities/DATA', { id_logbook_group, logbook_annotation: text }, admin());
        expect(entry.status, entry.text).toBe(200);
      }
    });

    it("answers the unit's latest entries with author, date and the stored HTML", async () => {
      const id = await widgetOf('logbook', { max_rows: 2 });
      const { data } = await dataOf(id);
      expect(data.entries.map((entry: { html: string }) => entry.html)).toEqual(['<p>Shift handed over</p>', '<p>Filler belt changed</p>']);
      expect(data.entries[0]).toMatchObject({ group: 'Control room', author: expect.any(String) });
      expect(data.entries[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    });

    it('keeps to one group, and answers a 404 for a group of another unit', async () => {
      const id = await widgetOf('logbook', { id_logbook_group: control });
      const { data } = await dataOf(id);
      expect(data.entries.map((entry: { html: string }) => entry.html)).toEqual(['<p>Shift handed over</p>', '<p>Pump <strong>P-101</strong> restarted</p>']);
      const south = await suite.api.post('LOGBOOK/entities/GROUP', { logbook_group_description: 'South desk' }, suite.admin(suite.demo.south));
      expect(south.status, south.text).toBe(200);
      const other = await widgetOf('logbook', { id_logbook_group: south.body.data.id_logbook_group });
      expect((await dataOf(other)).error).toEqual({ key: 'global.error.messages.notFound' });
    });

    it('refuses a group that is not an id', async () => {
      const bad = await addWidget('logbook', { id_logbook_group: 'control', max_rows: 0 });
      expect(bad.status, bad.text).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['options.id_logbook_group', 'options.max_rows']);
    });
  });

  describe('operator chart', () => {
    let operator: Person;
    const tags: number[] = [];

    beforeAll(async () => {
      operator = await regularUser(suite.api, suite.demo, 'opchart', ['data-entry.manual-collector']);
      for (const code of ['OC_A', 'OC_B']) {
        tags.push(await createTag(suite, { code, data_input: 'manual' }));
      }
      const adminId = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'admin' } } })).body.data[0].id_usuario;
      const group = await suite.api.post(
        paths.tagGroups,
        { description: 'OC readings', group_type: 'manual_collection', active: true, users: [operator.id, adminId], tags },
        admin(),
      );
      expect(group.status, group.text).toBe(200);
      const collect = async (as: Person['at'], ts: string, values: { id_tag: number; value: number }[]) => {
        const answer = await suite.api.post('MES/actions/collectValues', { id_tag_group: group.body.data.id_tag_group, ts, values }, as);
        expect(answer.status, answer.text).toBe(200);
      };
      const now = Date.now();
      const slot = (hoursAgo: number) => new Date(Math.floor(now / 3_600_000) * 3_600_000 - hoursAgo * 3_600_000).toISOString();
      const both = [
        { id_tag: tags[0]!, value: 1 },
        { id_tag: tags[1]!, value: 2 },
      ];
      await collect(operator.at, slot(1), both);
      await collect(operator.at, slot(2), both);
      await collect(operator.at, slot(2), both); // the same slot again counts once
      await collect(admin(), slot(3), [{ id_tag: tags[0]!, value: 3 }]);
      // The manual input page types one value through writeValues; an integration's token writes one too.
      const typed = await suite.api.post('MES/actions/writeValues', { values: [{ tag: 'OC_B', ts: slot(4), value: 4 }] }, operator.at);
      expect(typed.status, typed.text).toBe(200);
      const scopes = [{ menu_id: 'data-entry.manual-input', read: true, write: true }];
      const token = await suite.api.post('CAC/entities/TOKEN', { name: 'OC historian', scopes, expires_at: new Date(now + 86_400_000).toISOString() }, admin());
      expect(token.status, token.text).toBe(200);
      const written = await suite.api.post(
        'MES/actions/writeValues',
        { values: [{ tag: 'OC_A', ts: slot(5), value: 5 }] },
        { token: token.body.data.secret, headers: atUnit(suite.demo.north) },
      );
      expect(written.status, written.text).toBe(200);
    });

    it('counts the values each operator entered in the period, most first', async () => {
      const id = await widgetOf('operatorChart', { period: 'last24h' });
      const { data } = await dataOf(id);
      expect(data.bars).toEqual([
        { id_user: operator.id, name: 'opchart', count: 5 },
        { id_user: expect.any(Number), name: expect.any(String), count: 1 },
      ]);
      expect(data).toMatchObject({ total: 6, others: null });
    });

    it('keeps to the tags named and to max_bars', async () => {
      const id = await widgetOf('operatorChart', { period: 'last24h', tags: [tags[1]], max_bars: 1 });
      const { data } = await dataOf(id);
      expect(data.bars).toEqual([{ id_user: operator.id, name: 'opchart', count: 3 }]);
      expect(data.others).toBeNull();
      const top = await widgetOf('operatorChart', { period: 'last24h', max_bars: 1 });
      expect((await dataOf(top)).data.others).toEqual({ operators: 1, count: 1 });
    });

    it('refuses an unknown tag and a bad period', async () => {
      const bad = await addWidget('operatorChart', { tags: [999_999], period: 'forever' });
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body.error.fields['options.period']).toBeDefined();
      const unknown = await addWidget('operatorChart', { tags: [999_999] });
      expect(unknown.status, unknown.text).toBe(400);
      expect(unknown.body.error.fields['options.tags.0'].key).toBe('validation.referenceNotFound');
    });
  });
});
