import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardTab } from './helpers/dashboard-tab.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const listOf = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const STEP = 5 * MINUTE;

/** The demo series' reactor temperature (write-demo-series.ts): a daily wave around 80 °C, here without noise. */
const temperature = (t: number) => Math.round((80 + 4 * Math.sin((2 * Math.PI * t) / DAY)) * 100) / 100;

/**
 * The tag-value components over a demo-like week of five-minute values (the demo seed's 90 days take longer than
 * the server's start allows on a loaded PostgreSQL, so the suite writes its own) and a tag with known values.
 */
describe.each(dialects)('dashboard tag-value components: chart, gauge, solid gauge, bullet chart, tag status (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const ids: Record<string, number> = {};
  const widget: Record<string, number> = {};
  let idTab: number;

  const { post, created, addWidget, tabData } = dashboardTab(suite, () => idTab, widget);

  beforeAll(async () => {
    const measure = async (code: string) => (await suite.api.get(listOf(paths.measures, { code }), suite.admin())).body.data[0].id_unit_measurement;
    const tag = (code: string, body: Record<string, unknown> = {}) => createTag(suite, { code, ...body });
    ids.reactor = await tag('TT-101', {
      description: 'Reactor temperature',
      spec_low: 72,
      spec_high: 88,
      action_low: 74,
      action_high: 86,
      decimals: 1,
      id_unit_measurement: await measure('degC'),
    });
    const last = Math.floor(Date.now() / STEP) * STEP;
    const week = Array.from({ length: (8 * DAY) / STEP }, (_, i) => last - i * STEP).map((t) => ({
      tag: 'TT-101',
      ts: new Date(t).toISOString(),
      value: temperature(t),
    }));
    const seeded = await post('MES/actions/writeValues', { values: week });
    expect(seeded.status, seeded.text).toBe(200);
    ids.pressure = await tag('PT-501', {
      description: 'Header pressure',
      spec_low: 10,
      spec_high: 50,
      action_low: 20,
      action_high: 40,
      decimals: 1,
      id_unit_measurement: await measure('bar'),
    });
    ids.silent = await tag('PT-502');
    const now = Date.now();
    const values = [
      [30, 25],
      [20, 30],
      [10, 45],
    ].map(([minutesAgo, value]) => ({ tag: 'PT-501', ts: new Date(now - minutesAgo! * MINUTE).toISOString(), value }));
    const written = await post('MES/actions/writeValues', { values });
    expect(written.status, written.text).toBe(200);
    await created(
      'MES/entities/MESGOAL',
      { id_tag: ids.pressure, goal_kind: 'single', value: 35, mode: 'fixed', period_start: dateOf(now - 2 * DAY), period_end: dateOf(now + 2 * DAY) },
      'id_goal',
    );
    const view = await created('GDV/entities/VISAO', { vis_descricao: 'Tag values' }, 'id_visao');
    idTab = await created('GDV/entities/VISAO_ABA', { id_visao: view, description: 'Values' }, 'id_tab');
    widget.chart = await addWidget('Trends', 'chart', {
      tags: [{ id_tag: ids.reactor, color: '#1f77b4' }, { id_tag: ids.pressure }],
      period: 'last7d',
    });
    widget.chart2 = await addWidget('Trends again', 'chart', { tags: [{ id_tag: ids.reactor }], period: 'last7d' });
    widget.gauge = await addWidget('Pressure', 'gauge', { id_tag: ids.pressure });
    widget.solid = await addWidget('Pressure filled', 'solidGauge', { id_tag: ids.pressure, min: 0, max: 100 });
    widget.bullet = await addWidget('Pressure vs goal', 'bulletChart', { id_tag: ids.pressure });
    widget.status = await addWidget('Status', 'tagStatus', { tags: [ids.pressure, ids.silent, ids.reactor] });
  });

  it('stores the options with their defaults', async () => {
    const stored = (await suite.api.get(`GDV/entities/VISAO_WIDGET/${widget.chart}`, suite.admin())).body.data.options;
    expect(stored).toEqual({
      tags: [{ id_tag: ids.reactor, color: '#1f77b4' }, { id_tag: ids.pressure }],
      period: 'last7d',
      level: 'raw',
      chart_type: 'line',
      show_limits: true,
      show_goals: true,
    });
    expect((await suite.api.get(`GDV/entities/VISAO_WIDGET/${widget.gauge}`, suite.admin())).body.data.options).toEqual({
      id_tag: ids.pressure,
      period: 'last24h',
      decimals: 1,
    });
  });

  it('reduces a chart to about one point per pixel of its frame (M4, Jugel et al. 2014): a narrow frame gets fewer', async () => {
    const { chart, chart2 } = await tabData({ chart: 200, chart2: 1200 });
    const narrow = chart!.data!.series[0];
    const wide = chart2!.data!.series[0];
    expect(narrow).toMatchObject({ id_tag: ids.reactor, code: 'TT-101', description: 'Reactor temperature', unit: '°C', downsampled: true });
    expect(narrow.limits).toMatchObject({ spec_low: 72, spec_high: 88, action_low: 74, action_high: 86 });
    expect(narrow.times.length).toBeGreaterThan(100);
    expect(narrow.times.length).toBeLessThanOrEqual(200);
    expect(narrow.values).toHaveLength(narrow.times.length);
    expect(wide.times.length).toBeGreaterThan(narrow.times.length * 3);
    expect(wide.times.length).toBeLessThanOrEqual(1200);
    // Epoch-ms instants in time order, inside the period.
    expect(narrow.times).toEqual([...narrow.times].sort((a: number, b: number) => a - b));
    expect(narrow.times[0]).toBeGreaterThanOrEqual(Date.parse(chart!.data!.from));
    // Seven days of five-minute values: 2,016 stored points, the extremes kept.
    expect(wide.downsampled).toBe(true);
    const values = (series: { values: number[] }) => series.values;
    expect(Math.max(...values(narrow))).toBe(Math.max(...values(wide)));
    expect(Math.min(...values(narrow))).toBe(Math.min(...values(wide)));
  });

  it('answers every stored point of a short series, with the tag unit and its fixed goal over the period', async () => {
    const { chart } = await tabData({ chart: 600 });
    const pressure = chart!.data!.series[1];
    expect(pressure).toMatchObject({ code: 'PT-501', description: 'Header pressure', unit: 'bar', decimals: 1, downsampled: false });
    expect(pressure.values).toEqual([25, 30, 45]);
    expect(pressure.times).toHaveLength(3);
    expect(pressure.goals).toHaveLength(1);
    expect(pressure.goals[0]).toMatchObject({ value: 35 });
    expect(Date.parse(chart!.data!.to) - Date.parse(chart!.data!.from)).toBe(7 * DAY);
  });

  it('reads the latest value for the gauges and the bullet chart, on their scales', async () => {
    const { gauge, solid, bullet } = await tabData({ gauge: 300, solid: 300, bullet: 300 });
    expect(gauge!.data).toMatchObject({ code: 'PT-501', unit: 'bar', value: 45, status: 'warning', scale: { min: 5, max: 55 } });
    expect(gauge!.data!.bands).toEqual([
      { from: 5, to: 10, status: 'alarm' },
      { from: 10, to: 20, status: 'warning' },
      { from: 20, to: 40, status: 'normal' },
      { from: 40, to: 50, status: 'warning' },
      { from: 50, to: 55, status: 'alarm' },
    ]);
    expect(solid!.data).toMatchObject({ value: 45, scale: { min: 0, max: 100 }, percent: 45 });
    expect(bullet!.data).toMatchObject({ value: 45, targets: [35], scale: { min: 5, max: 55 } });
    expect(bullet!.data!.ranges.map((range: { shade: number }) => range.shade)).toEqual([0, 1, 2, 1, 0]);
  });

  it('gives each tag of a tag status its latest value and status, no data included', async () => {
    const { status } = await tabData({ status: 400 });
    const [pressure, silent, reactor] = status!.data!.tags;
    expect(pressure).toMatchObject({ code: 'PT-501', value: 45, status: 'warning' });
    expect(Date.now() - Date.parse(pressure.at)).toBeLessThan(11 * MINUTE);
    expect(silent).toMatchObject({ code: 'PT-502', value: null, at: null, status: 'noData' });
    expect(typeof reactor.value).toBe('number');
    const expected = reactor.value < 72 || reactor.value > 88 ? 'alarm' : reactor.value < 74 || reactor.value > 86 ? 'warning' : 'normal';
    expect(reactor.status).toBe(expected);
  });

  it('refuses invalid options with the option field named', async () => {
    const fieldsOf = async (component: string, options: Record<string, unknown>) => {
      const answer = await post('GDV/entities/VISAO_WIDGET', { id_tab: idTab, title: 'Bad', component, options });
      expect(answer.status, answer.text).toBe(400);
      return answer.body.error.fields as Record<string, { key: string }>;
    };
    const startAfterEnd = { key: 'dashboards.errors.startAfterEnd' };
    expect(await fieldsOf('gauge', { id_tag: ids.pressure, min: 10, max: 5 })).toEqual({ 'options.min': startAfterEnd });
    expect(await fieldsOf('solidGauge', { id_tag: ids.pressure, min: 10, max: 5 })).toEqual({ 'options.min': startAfterEnd });
    expect(await fieldsOf('bulletChart', { id_tag: ids.pressure, min: 10, max: 5 })).toEqual({ 'options.min': startAfterEnd });
    expect(await fieldsOf('gauge', { id_tag: ids.pressure, bands: [{ from: 9, to: 1, color: '#ff0000' }] })).toEqual({ 'options.bands.0.from': startAfterEnd });
    expect((await fieldsOf('gauge', { id_tag: ids.pressure, decimals: 7 }))['options.decimals']?.key).toBe('validation.maxValue');
    expect((await fieldsOf('chart', { tags: [] }))['options.tags']?.key).toBeDefined();
    expect((await fieldsOf('chart', { tags: [{ id_tag: ids.pressure, color: 'red' }] }))['options.tags.0.color']?.key).toBe('validation.color');
    expect((await fieldsOf('chart', { tags: [{ id_tag: ids.pressure }], chart_type: 'radar' }))['options.chart_type']?.key).toBe('validation.oneOf');
    expect(await fieldsOf('chart', { tags: [{ id_tag: 999_999 }] })).toEqual({ 'options.tags.0.id_tag': { key: 'validation.referenceNotFound' } });
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect((await fieldsOf('tagStatus', { tags: many }))['options.tags']?.key).toBeDefined();
    expect((await fieldsOf('gauge', {}))['options.id_tag']?.key).toBe('global.labels.requiredField');
  });

  it("answers a widget's error for a level its tag does not keep, the other widgets still answering", async () => {
    const daily = await createTag(suite, { code: 'PT-503', consolidate_hour: false });
    widget.hourly = await addWidget('Hourly', 'chart', { tags: [{ id_tag: daily }], level: 'hour' });
    const { hourly, gauge } = await tabData({ hourly: 400, gauge: 300 });
    expect(hourly!.error).toEqual({ key: 'series.errors.levelNotConsolidated', args: { code: 'PT-503', level: 'H' } });
    expect(gauge!.data!.value).toBe(45);
  });
});
