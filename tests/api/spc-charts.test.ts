import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const tagChart = 'SPC/queries/chart';
const cardChart = (id: number) => `SPC/queries/cards/${id}/chart`;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** Local midnight of 2026-03-10 at the demo units (America/Sao_Paulo, UTC−3): a production day start. */
const T = Date.UTC(2026, 2, 10, 3);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Day 1 (2026-03-10): sixty individuals ten minutes apart alternating 10.2 / 9.8, with 9.0 planted at
 * index 20 (under the spec's 9.5) and 20 at index 40 (beyond the limits and the spec's 15).
 * Day 2 (2026-03-11): thirty more alike, with 12.5 at its index 10 (60 + 10 over both days).
 */
const day1 = Array.from({ length: 60 }, (_v, i) => (i === 20 ? 9 : i === 40 ? 20 : i % 2 === 0 ? 10.2 : 9.8));
const day2 = Array.from({ length: 30 }, (_v, i) => (i === 10 ? 12.5 : i % 2 === 0 ? 10.2 : 9.8));

/** Individuals limits, the textbook way (Montgomery, Introduction to SQC, §6.4): x̄ ± 3·MR̄/d2, d2 = 2/√π for n = 2. */
function individualsLimits(values: number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const ranges = values.slice(1).map((value, i) => Math.abs(value - values[i]!));
  const sigma = ranges.reduce((sum, range) => sum + range, 0) / ranges.length / (2 / Math.sqrt(Math.PI));
  return { center: mean, lcl: mean - 3 * sigma, ucl: mean + 3 * sigma, sigma };
}

const refusal = (body: { error: { code: string; fields?: Record<string, { key: string }> } }) => ({
  code: body.error.code,
  fields: Object.fromEntries(Object.entries(body.error.fields ?? {}).map(([field, problem]) => [field, problem.key])),
});

/** The exploratory chart of a tag and the chart of a card (src/server/modules/spc/README.md) over values written through the series API. */
describe.each(dialects)('SPC charts (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const ids = { weight: 0, southTag: 0, ruleSet: 0, card: 0 };
  let reader: Person;
  let outsider: Person;

  const created = async (path: string, body: Record<string, unknown>, key: string, caller = admin()): Promise<number> => {
    const answer = await suite.api.post(path, body, caller);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return Number(answer.body.data[key]);
  };
  const tag = (code: string, caller = admin(), spec: Record<string, number> = {}) => createTag(suite, { code, ...spec }, caller);
  const write = async (idTag: number, start: number, values: number[], stepMs = 10 * MIN) => {
    const rows = values.map((value, i) => ({ tag: idTag, ts: iso(start + i * stepMs), value }));
    const answer = await suite.api.post('MES/actions/writeValues', { values: rows }, admin());
    if (answer.status !== 200) throw new Error(`writeValues: ${answer.text}`);
  };
  const explore = (body: Record<string, unknown>, caller = admin()) =>
    suite.api.post(tagChart, { id_tag: ids.weight, from: iso(T), to: iso(T + DAY), chart: 'i-mr', rules: [0, 1], ...body }, caller);

  beforeAll(async () => {
    ids.weight = await tag('SPC-CH-WEIGHT', admin(), { spec_low: 9.5, spec_high: 15 });
    ids.southTag = await tag('SPC-CH-SOUTH', admin(suite.demo.south));
    await write(ids.weight, T, day1);
    await write(ids.weight, T + DAY, day2);
    ids.ruleSet = await created('SPC/entities/RULESET', { name: 'SPC-CH rules', rules: [0, 1], tags: [ids.weight], active: true }, 'id_rule_set');
    ids.card = await created(
      'SPC/entities/CARD',
      {
        code: 'SPC-CH-1',
        id_tag: ids.weight,
        chart_type: 'i-mr',
        sampling: 'subgroup',
        subgroup_size: 1,
        id_rule_set: ids.ruleSet,
        k_factor: 3,
        scale_min: 5,
        scale_max: 25,
        revisions: [
          { valid_from: '2026-03-10', center: 10, lcl: 9.4, ucl: 10.6 },
          { valid_from: '2026-03-11', base_from: '2026-03-10', base_to: '2026-03-10', center: null, lcl: null, ucl: null },
        ],
      },
      'id_card',
    );
    reader = await regularUser(suite.api, suite.demo, `spc-ch-reader-${dialect}`, ['statistical-control.exploratory']);
    outsider = await regularUser(suite.api, suite.demo, `spc-ch-outsider-${dialect}`, ['equipment-management.stopping-point']);
  });

  describe('POST SPC/queries/chart', () => {
    it('charts the values written with limits computed from the period, violations where they were planted', async () => {
      const answer = await explore({}, reader.at);
      expect(answer.status, answer.text).toBe(200);
      const chart = answer.body.data;
      expect(chart).toMatchObject({
        chart: 'i-mr',
        k: 3,
        subgroupSize: 1,
        total: 60,
        downsampled: false,
        spec: { lsl: 9.5, usl: 15 },
        scale: { min: null, max: null },
      });
      const expected = individualsLimits(day1);
      expect(chart.segments).toHaveLength(1);
      expect(chart.segments[0]).toMatchObject({ from: T, to: T + DAY, source: 'computed' });
      for (const line of ['center', 'lcl', 'ucl', 'sigma'] as const) expect(chart.segments[0][line], line).toBeCloseTo(expected[line], 3);
      expect(chart.violations).toEqual({ '0': [20, 40], '1': [40] });
      expect(chart.points[40]).toMatchObject({ i: 40, t: T + 400 * MIN, value: 20, rules: [0, 1] });
      expect(chart.points[20].rules).toEqual([0]);
    });

    it('judges capability against the tag’s specification limits with the chart’s within sigma', async () => {
      const chart = (await explore({})).body.data;
      const { center, sigma } = individualsLimits(day1);
      expect(chart.capability).toMatchObject({ lsl: 9.5, usl: 15, n: 60 });
      expect(chart.capability.mean).toBeCloseTo(center, 6);
      expect(chart.capability.sigmaWithin).toBeCloseTo(sigma, 3);
      expect(chart.capability.cp).toBeCloseTo((15 - 9.5) / (6 * sigma), 2);
      expect(chart.histogram.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(60);
    });

    it('downsamples to the points asked and keeps every violated point', async () => {
      const chart = (await explore({ points: 10 })).body.data;
      expect(chart).toMatchObject({ total: 60, downsampled: true });
      const kept = chart.points.map((point: { i: number }) => point.i);
      expect(kept.length).toBeLessThanOrEqual(10 + 2);
      expect(kept).toEqual(expect.arrayContaining([20, 40]));
    });

    it('makes subgroups of the size asked for an X̄-R chart', async () => {
      const chart = (await explore({ chart: 'xbar-r', subgroupSize: 5, rules: [1] })).body.data;
      expect(chart).toMatchObject({ chart: 'xbar-r', subgroupSize: 5, total: 12, capability: { n: 60 } });
      expect(chart.points[0]).toMatchObject({ i: 0, t: T, n: 5 });
      expect(chart.points[0].value).toBeCloseTo((10.2 * 3 + 9.8 * 2) / 5, 9);
      expect(chart.points[0].dispersion).toBeCloseTo(0.4, 9);
    });

    it('makes one subgroup per production day of its 24 hourly block means with day-24 sampling, leaving out a day with a block missing', async () => {
      const hourly = await tag('SPC-CH-HOURLY');
      const day = (base: number, hours: number) => Array.from({ length: hours }, (_v, h) => base + (h % 4) * 0.1);
      // Values at half past each hour: days 1 and 2 complete, day 3 without its last hour.
      for (const [index, values] of [day(10, 24), day(10.5, 24), day(11, 23)].entries()) await write(hourly, T + index * DAY + 30 * MIN, values, 60 * MIN);
      const answer = await explore({ id_tag: hourly, chart: 'xbar-r', sampling: 'day-24', rules: [1], to: iso(T + 3 * DAY) });
      expect(answer.status, answer.text).toBe(200);
      const chart = answer.body.data;
      expect(chart).toMatchObject({ chart: 'xbar-r', subgroupSize: 24, total: 2 });
      expect(chart.points.map((point: { t: number; n: number }) => [point.t, point.n])).toEqual([
        [T, 24],
        [T + DAY, 24],
      ]);
      expect(chart.points[0].value).toBeCloseTo(10.15, 9);
      expect(chart.points[1].value).toBeCloseTo(10.65, 9);
      expect(chart.points[0].dispersion).toBeCloseTo(0.3, 9);
    });

    it('refuses another plant’s tag, a period over 400 days and bad fields with a 400, never a 500', async () => {
      const other = await explore({ id_tag: ids.southTag });
      expect(other.status).toBe(400);
      expect(refusal(other.body)).toEqual({ code: 'VALIDATION', fields: { id_tag: 'validation.referenceNotFound' } });
      const long = await explore({ from: '2025-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' });
      expect(refusal(long.body)).toEqual({ code: 'VALIDATION', fields: { to: 'spc.errors.periodTooLong' } });
      const bad = await explore({ chart: 'bar', from: 'yesterday', to: iso(T), points: 1 });
      expect(bad.status).toBe(400);
      expect(refusal(bad.body).fields).toEqual({ chart: 'validation.oneOf', from: 'series.errors.dateTime', points: 'validation.minValue' });
      const inverted = await explore({ from: iso(T + DAY), to: iso(T) });
      expect(refusal(inverted.body).fields).toEqual({ to: 'series.errors.range' });
      expect((await suite.api.post(tagChart, undefined, { ...admin(), raw: 'null' })).status).toBe(400);
    });

    it('answers 403 to a user without read on any SPC page', async () => {
      expect((await explore({}, outsider.at)).status).toBe(403);
    });

    it('refuses a period holding more than 600,000 stored values on `to`, and charts one at the cap', async () => {
      const dense = await tag('SPC-CH-DENSE');
      const { db } = suite.server.app.database;
      // 600,001 values ten seconds apart (69 days), inserted as rows: only their count matters here.
      for (let first = 0; first <= 600_000; first += 5_000) {
        const rows = Array.from({ length: Math.min(5_000, 600_001 - first) }, (_v, i) => ({
          id_tag: dense,
          ts: T + (first + i) * 10_000,
          value: (first + i) % 7,
        }));
        await db.insertInto('tag_value').values(rows).execute();
      }
      const over = await explore({ id_tag: dense, rules: [1], to: iso(T + 600_001 * 10_000) });
      expect(over.status).toBe(400);
      expect(refusal(over.body)).toEqual({ code: 'VALIDATION', fields: { to: 'spc.errors.tooManyValues' } });
      const atCap = await explore({ id_tag: dense, rules: [1], to: iso(T + 600_000 * 10_000), points: 100 });
      expect(atCap.status, atCap.text).toBe(200);
      expect(atCap.body.data).toMatchObject({ total: 600_000, downsampled: true });
    }, 120_000);
  });

  describe('GET SPC/queries/cards/:id/chart', () => {
    const period = { from: iso(T), to: iso(T + 2 * DAY) };

    it('applies each revision from its production day: given limits on day 1, limits computed from the base day on day 2', async () => {
      const answer = await suite.api.get(cardChart(ids.card), { ...reader.at, query: period });
      expect(answer.status, answer.text).toBe(200);
      const chart = answer.body.data;
      expect(chart).toMatchObject({ chart: 'i-mr', k: 3, total: 90, spec: { lsl: 9.5, usl: 15 }, scale: { min: 5, max: 25 } });
      const [given, computed] = chart.segments;
      expect(chart.segments).toHaveLength(2);
      expect(given).toMatchObject({ from: T, to: T + DAY, center: 10, lcl: 9.4, ucl: 10.6, source: 'given' });
      expect(given.sigma).toBeCloseTo(0.2, 9); // (ucl − lcl) / 2k
      const base = individualsLimits(day1);
      expect(computed).toMatchObject({ from: T + DAY, to: T + 2 * DAY, source: 'computed' });
      for (const line of ['center', 'lcl', 'ucl'] as const) expect(computed[line], line).toBeCloseTo(base[line], 3);
      // Day 1 against 10 ± 0.6: 9.0 and 20 beyond; day 2 against the base day's limits: only 12.5 (index 70).
      expect(chart.violations).toEqual({ '0': [20, 40], '1': [20, 40, 70] });
      expect(chart.points[70]).toMatchObject({ i: 70, t: T + DAY + 100 * MIN, value: 12.5, rules: [1] });
    });

    it('answers 404 for a card of another unit, and 400 for a bad period', async () => {
      expect((await suite.api.get(cardChart(ids.card), { ...admin(suite.demo.south), query: period })).status).toBe(404);
      expect((await suite.api.get(cardChart(999_999), { ...admin(), query: period })).status).toBe(404);
      expect((await suite.api.get('SPC/queries/cards/abc/chart', { ...admin(), query: period })).status).toBe(404);
      const bad = await suite.api.get(cardChart(ids.card), { ...admin(), query: { from: period.from } });
      expect(bad.status).toBe(400);
      expect(refusal(bad.body).fields).toEqual({ to: 'global.labels.requiredField' });
      expect((await suite.api.get(cardChart(ids.card), { ...outsider.at, query: period })).status).toBe(403);
    });
  });
});
