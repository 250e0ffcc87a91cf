import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardTab } from './helpers/dashboard-tab.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { dialects } from './helpers/test-server.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ceilHour = (ms: number) => Math.ceil(ms / HOUR) * HOUR;

/**
 * The goal and summary components (goal management, deviation management, exception management, report, grid, treemap,
 * pie) through `POST GDV/queries/tab-data` over the demo plant with its series and its filler's stops, each number checked
 * against the stored values, the series route or the stopping chart's pareto.
 */
describe.each(dialects)('dashboard goal and summary components (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { seedDemoSeries: true } });
  const ids = { temperature: 0, flow: 0, filler: 0, hot: 0, warm: 0 };
  const widget: Record<string, number> = {};
  let idTab: number;
  let now: number;

  const { post, created, addWidget, tabData } = dashboardTab(suite, () => idTab, widget);
  const get = (path: string) => suite.api.get(path, suite.admin());
  /** The tag's consolidated values by bucket start, from the series route. */
  const hourly = async (idTag: number, from: string, to: string): Promise<Map<string, number | null>> => {
    const answer = await get(`MES/queries/series?${new URLSearchParams({ tags: String(idTag), from, to, level: 'H', points: '5000' })}`);
    expect(answer.status, answer.text).toBe(200);
    return new Map((answer.body.data[0].points as { t: string; v: number | null }[]).map((point) => [point.t, point.v]));
  };
  /** The mean of the stored values from `from` on (every hour bucket starting then, up to the last value). */
  const storedMean = async (idTag: number, from: number): Promise<number> => {
    const rows = await suite.server.app.database.db.selectFrom('tag_value').select('value').where('id_tag', '=', idTag).where('ts', '>=', from).execute();
    return rows.reduce((sum, row) => sum + Number(row.value), 0) / rows.length;
  };

  beforeAll(async () => {
    const tagId = async (code: string) =>
      (await get(listOf('MES/entities/MESTAG', { code }))).body.data.find((tag: { code: string }) => tag.code === code).id_tag;
    ids.temperature = await tagId('TT-101');
    ids.flow = await tagId('FT-201');
    ids.filler = (await get(listOf('EM/entities/FRAME', { code: 'FIL-101' }))).body.data.find((frame: { code: string }) => frame.code === 'FIL-101').id_frame;
    const tag = (code: string, body: Record<string, unknown>) => createTag(suite, { code, ...body });
    ids.hot = await tag('EXC-1', { spec_low: 0, spec_high: 10, action_low: 2, action_high: 8 });
    ids.warm = await tag('EXC-2', { spec_high: 100, action_high: 8, consolidate_shift: false });
    now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
    const values = [
      { tag: 'EXC-1', ts: at(180), value: 20 },
      { tag: 'EXC-1', ts: at(120), value: 5 },
      { tag: 'EXC-1', ts: at(60), value: 15 },
      { tag: 'EXC-1', ts: at(30), value: 18 },
      { tag: 'EXC-2', ts: at(20), value: 9 },
    ];
    const written = await post('MES/actions/writeValues', { values });
    expect(written.status, written.text).toBe(200);
    const goal = (body: Record<string, unknown>) =>
      created('MES/entities/MESGOAL', { period_start: dateOf(now - 10 * DAY), period_end: dateOf(now + 10 * DAY), ...body }, 'id_goal');
    await goal({ id_tag: ids.temperature, goal_kind: 'single', value: 80, mode: 'fixed' });
    await goal({ id_tag: ids.flow, goal_kind: 'single', value: 2_100_000, mode: 'proportional' });
    const view = await created('GDV/entities/VISAO', { vis_descricao: 'Goals and summaries', goal_tolerance: 5, widget_limit: 50 }, 'id_visao');
    idTab = await created('GDV/entities/VISAO_ABA', { id_visao: view, description: 'Summaries' }, 'id_tab');
    widget.goals = await addWidget('Goals', 'goalManagement', { tags: [ids.temperature, ids.flow], level: 'hour', period: 'last24h' });
    widget.goalsDefault = await addWidget('Goals by day', 'goalManagement', { tags: [ids.temperature] });
    widget.deviation = await addWidget('Deviation', 'deviationManagement', { tags: [ids.flow, ids.temperature], period: 'last24h' });
    widget.exceptions = await addWidget('Exceptions', 'exceptionManagement', { tags: [ids.warm, ids.hot], max_rows: 1 });
    widget.allExceptions = await addWidget('All exceptions', 'exceptionManagement', {});
    widget.report = await addWidget('Report', 'report', { tags: [ids.temperature, ids.flow], level: 'hour', period: 'last24h' });
    widget.shiftReport = await addWidget('Shift report', 'report', { tags: [ids.temperature, ids.warm], level: 'shift' });
    widget.gridTags = await addWidget('Values', 'grid', { tags: [ids.hot, ids.warm] });
    widget.gridStops = await addWidget('Latest stops', 'grid', { source: 'events', id_frame: ids.filler, max_rows: 3 });
    widget.treemap = await addWidget('Stop time by category', 'treemap', { id_frame: ids.filler, period: 'last7d', group_by: 'lossCategory' });
    widget.pieStops = await addWidget('Stop time by motive', 'pie', { id_frame: ids.filler, period: 'last7d' });
    widget.pieTags = await addWidget('Flow and temperature', 'pie', { source: 'tags', tags: [ids.temperature, ids.flow], period: 'last24h' });
  }, 120_000);

  it('stores the options with their defaults', async () => {
    const stored = async (name: string) => (await get(`GDV/entities/VISAO_WIDGET/${widget[name]}`)).body.data.options;
    expect(await stored('goalsDefault')).toEqual({ tags: [ids.temperature], level: 'day', period: 'last7d' });
    expect(await stored('allExceptions')).toEqual({ max_rows: 10 });
    expect(await stored('pieStops')).toEqual({ source: 'stops', id_frame: ids.filler, period: 'last7d', group_by: 'motive' });
  });

  it('refuses options a schema or a source rule forbids, on the option path', async () => {
    const refused = async (component: string, options: Record<string, unknown>) => {
      const answer = await post('GDV/entities/VISAO_WIDGET', { id_tab: idTab, title: 'Bad', component, options });
      expect(answer.status, answer.text).toBe(400);
      return answer.body.error.fields;
    };
    expect(await refused('pie', { source: 'tags', tags: [ids.flow] })).toEqual({ 'options.tags': { key: 'validation.minItems', args: { min: 2 } } });
    expect(await refused('grid', { source: 'events' })).toEqual({ 'options.id_frame': { key: 'global.labels.requiredField' } });
    expect(await refused('goalManagement', { tags: [ids.flow], level: 'minute' })).toMatchObject({ 'options.level': { key: 'validation.oneOf' } });
    expect(await refused('report', { tags: [] })).toEqual({ 'options.tags': { key: 'validation.minItems', args: { min: 1 } } });
    expect(await refused('treemap', { id_frame: ids.filler, group_by: 'crew' })).toMatchObject({ 'options.group_by': { key: 'validation.oneOf' } });
  });

  it('gives goal management each hourly value against its goal, attainment and status with the 5 % tolerance', async () => {
    const { goals } = await tabData({ goals: 2000 });
    const data = goals!.data!;
    expect(data).toMatchObject({ level: 'hour', tolerance: 5, hiddenBuckets: 0 });
    expect(data.buckets.length).toBeGreaterThanOrEqual(24);
    const [temperature, flow] = data.tags;
    expect(temperature).toMatchObject({ id_tag: ids.temperature, code: 'TT-101', unit: '°C', decimals: 1, direction: 'higher_better' });
    const stored = await hourly(ids.temperature, data.from, data.to);
    const filled = temperature.buckets.filter((bucket: { actual: number | null }) => bucket.actual !== null);
    expect(filled.length).toBeGreaterThanOrEqual(23);
    for (const bucket of filled) {
      expect(bucket.actual).toBeCloseTo(stored.get(bucket.start)!, 9);
      expect(bucket.goal).toEqual({ value: 80 });
      expect(bucket.attainment).toBeCloseTo((bucket.actual * 100) / 80, 9);
      expect(bucket.status).toBe(bucket.actual >= 80 ? 'met' : bucket.actual >= 76 ? 'withinTolerance' : 'missed');
    }
    // A proportional goal is for its whole period: a full hour gets 1/(24 × days) of it.
    const days = Math.round((Date.parse(`${dateOf(now + 10 * DAY)}T00:00:00Z`) - Date.parse(`${dateOf(now - 10 * DAY)}T00:00:00Z`)) / DAY) + 1;
    expect(flow.buckets[0].goal.value).toBeCloseTo(2_100_000 / (24 * days), 6);
  });

  it('shows only the latest buckets a narrow frame has room for', async () => {
    const { goals } = await tabData({ goals: 300 });
    expect(goals!.data!.buckets).toHaveLength(2);
    expect(goals!.data!.hiddenBuckets).toBeGreaterThanOrEqual(22);
    expect(goals!.data!.tags[0].buckets).toHaveLength(2);
  });

  it('gives deviation management the period mean against the goal, furthest first', async () => {
    const { deviation } = await tabData({ deviation: 600 });
    const data = deviation!.data!;
    const temperature = data.tags.find((tag: { id_tag: number }) => tag.id_tag === ids.temperature);
    const actual = await storedMean(ids.temperature, ceilHour(Date.parse(data.from)));
    expect(temperature.actual).toBeCloseTo(actual, 9);
    expect(temperature.goal).toEqual({ value: 80 });
    expect(temperature.deviation).toBeCloseTo(actual - 80, 9);
    expect(temperature.deviationPercent).toBeCloseTo(((actual - 80) * 100) / 80, 9);
    const sizes = data.tags.map((tag: { deviationPercent: number }) => Math.abs(tag.deviationPercent));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('lists the tags out of limits now, alarms first, since the start of their excursion', async () => {
    const { exceptions, allExceptions } = await tabData({ exceptions: 600, allExceptions: 600 });
    expect(exceptions!.data).toMatchObject({ watched: 2, capped: false, total: 2 });
    expect(exceptions!.data!.rows).toEqual([
      expect.objectContaining({
        id_tag: ids.hot,
        code: 'EXC-1',
        value: 18,
        at: new Date(now - 30 * MINUTE).toISOString(),
        limit: 'spec_high',
        bound: 10,
        severity: 'alarm',
        since: new Date(now - 60 * MINUTE).toISOString(),
        sinceComplete: true,
      }),
    ]);
    expect(allExceptions!.data!.watched).toBeGreaterThanOrEqual(5);
    expect(allExceptions!.data!.rows.map((row: { code: string }) => row.code)).toEqual(expect.arrayContaining(['EXC-1', 'EXC-2']));
  });

  it('gives the report one row per hour with each tag value, as the series route does', async () => {
    const { report, shiftReport } = await tabData({ report: 600, shiftReport: 600 });
    const data = report!.data!;
    expect(data.columns.map((column: { code: string }) => column.code)).toEqual(['TT-101', 'FT-201']);
    expect(data.rows.length).toBeGreaterThanOrEqual(24);
    const temperature = await hourly(ids.temperature, data.from, data.to);
    const flow = await hourly(ids.flow, data.from, data.to);
    for (const row of data.rows) {
      expect(row.values[0]).toBeCloseTo(temperature.get(row.start)!, 9);
      expect(row.values[1]).toBeCloseTo(flow.get(row.start)!, 9);
    }
    expect(shiftReport!.error).toEqual({ key: 'series.errors.levelNotConsolidated', args: { code: 'EXC-2', level: 'T' } });
  });

  it('gives the grid the latest value and status of each tag, or the latest stops of an event', async () => {
    const { gridTags, gridStops } = await tabData({ gridTags: 600, gridStops: 600 });
    expect(gridTags!.data).toMatchObject({
      source: 'tags',
      rows: [
        { code: 'EXC-1', value: 18, status: 'alarm', at: new Date(now - 30 * MINUTE).toISOString() },
        { code: 'EXC-2', value: 9, status: 'warning' },
      ],
    });
    const stops = gridStops!.data!;
    expect(stops.frame).toMatchObject({ id_frame: ids.filler, code: 'FIL-101' });
    expect(stops.rows).toHaveLength(3);
    const starts = stops.rows.map((row: { start: string }) => Date.parse(row.start));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const row of stops.rows.filter((r: { end: string | null }) => r.end !== null))
      expect(row.durationMs).toBe(Date.parse(row.end) - Date.parse(row.start));
  });

  it('splits the stop time of the week like the stopping chart pareto, by loss category and by motive', async () => {
    const { treemap, pieStops } = await tabData({ treemap: 600, pieStops: 600 });
    const byCategory = treemap!.data!;
    const byMotive = pieStops!.data!;
    const query = new URLSearchParams({ idFrame: String(ids.filler), from: byMotive.from, to: byMotive.to, by: 'motive' });
    const pareto = (await get(`EM/queries/pareto?${query}`)).body.data;
    expect(Math.abs(byMotive.totalMs - pareto.totalMs)).toBeLessThan(10_000);
    expect(byMotive.totalCount).toBe(pareto.totalCount);
    expect(byCategory.totalCount).toBe(byMotive.totalCount);
    expect(Math.abs(byCategory.totalMs - byMotive.totalMs)).toBeLessThan(10_000);
    expect(byCategory.items.length).toBeGreaterThanOrEqual(2);
    for (const item of byCategory.items) expect(['planned', 'availability', 'performance', 'quality', 'none']).toContain(item.key);
    const shares = byCategory.items.reduce((sum: number, item: { share: number }) => sum + item.share, 0);
    expect(shares).toBeCloseTo(100, 6);
    const durations = byMotive.items.map((item: { durationMs: number }) => item.durationMs);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    const named = byMotive.items.find((item: { key: string }) => item.key !== 'none');
    expect(named).toMatchObject({ key: expect.stringMatching(/^motive-\d+$/), label: expect.any(String), color: expect.stringMatching(/^#/) });
  });

  it('splits tag totals of the period in a pie, each value its share of their sum', async () => {
    const { pieTags, deviation } = await tabData({ pieTags: 600, deviation: 600 });
    const data = pieTags!.data!;
    const actual = (id: number) => deviation!.data!.tags.find((tag: { id_tag: number }) => tag.id_tag === id).actual;
    expect(data.items.map((item: { code: string }) => item.code)).toEqual(['TT-101', 'FT-201']);
    expect(data.items[0].value).toBeCloseTo(actual(ids.temperature), 9);
    expect(data.items[1].value).toBeCloseTo(actual(ids.flow), 9);
    expect(data.total).toBeCloseTo(data.items[0].value + data.items[1].value, 9);
    expect(data.items[0].share).toBeCloseTo((data.items[0].value * 100) / data.total, 9);
  });

  it('refuses, as its error only, a widget whose stored options lost their tags: the others still answer', async () => {
    widget.stale = await addWidget('Stale', 'report', { tags: [ids.flow] });
    await suite.server.app.database.db.updateTable('dashboard_widget').set({ options: '{}' }).where('id_widget', '=', widget.stale).execute();
    const { stale, report } = await tabData({ stale: 400, report: 400 });
    expect(stale).toMatchObject({ data: null, error: { key: 'global.error.messages.validation' } });
    expect(report!.data!.rows.length).toBeGreaterThan(0);
  });
});
