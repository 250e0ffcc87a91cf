import { beforeAll, describe, expect, it } from 'vitest';
import { aggregate, bucketOfNormalized, type AggregationKind, type Level, type NormalizedPeriod } from '../../src/domain/consolidation/index.js';
import { m4BucketCount, m4BucketOf } from '../../src/domain/series/downsample-m4.js';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { tagSeriesContexts } from '../../src/server/modules/series/tag-period.js';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 0, 1);
const DAYS = 60;
const iso = (ms: number) => new Date(ms).toISOString();

/** Deterministic pseudo-random values with ties (small integers plus halves). */
function values(seed: number, count: number): number[] {
  let a = seed;
  return Array.from({ length: count }, () => {
    a = (a * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((a / 2 ** 31) * 40) / 2;
  });
}

interface Stored {
  times: number[];
  values: number[];
}

interface Point {
  t: string;
  v: number | null;
  label?: string;
}

const inRange = (s: Stored, from: number, to: number): Stored => {
  const times: number[] = [];
  const vs: number[] = [];
  s.times.forEach((t, i) => {
    if (t >= from && t < to) {
      times.push(t);
      vs.push(s.values[i]!);
    }
  });
  return { times, values: vs };
};

describe.each(dialects)('GET MES/queries/series (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let period: NormalizedPeriod;
  const ids: Record<string, number> = {};
  const stored: Record<string, Stored> = {};
  type As = { token: string; headers: Record<string, string> };
  const admin = (): As => ({ token: suite.demo.admin, headers: atUnit(suite.demo.north) });

  const series = (query: Record<string, string | number>, as = admin()) =>
    suite.api.get('MES/queries/series', { ...as, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

  async function store(code: string, times: number[], vs: number[]): Promise<void> {
    stored[code] = { times, values: vs };
    const { db, dialect: name } = suite.server.app.database;
    await storeValues(
      db,
      name,
      times.map((ts, i) => ({ id_tag: ids[code]!, ts, value: vs[i]! })),
    );
  }

  beforeAll(async () => {
    ids.A = await createTag(suite, { code: 'SR_A', spec_low: 5, spec_high: 15, action_low: 2, valid_high: 30, consolidate_week: false });
    ids.B = await createTag(suite, { code: 'SR_B', aggregation: 'SUM' });
    ids.C = await createTag(suite, { code: 'SR_C', aggregation: 'DIFF' });
    // A every 10 minutes for 60 days; B every 7 minutes for 3 days; C a counter every hour.
    const aTimes = Array.from({ length: DAYS * 144 }, (_, i) => START + i * 10 * MINUTE);
    await store('A', aTimes, values(7, aTimes.length));
    const bTimes = Array.from({ length: (3 * DAY) / (7 * MINUTE) }, (_, i) => START + 3 * MINUTE + i * 7 * MINUTE);
    await store('B', bTimes, values(11, bTimes.length));
    const cTimes = Array.from({ length: DAYS * 24 }, (_, i) => START + i * HOUR);
    await store(
      'C',
      cTimes,
      cTimes.map((_, i) => 1000 + i * 3 + (i % 5)),
    );
    ids.K = await createTag(suite, {
      code: 'SR_K',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [{ valid_from: '2025-12-01', formula: 'T:SR_A + 2 * T:SR_B' }],
    });
    ids.V = await createTag(suite, {
      code: 'SR_V',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [
        { valid_from: '2026-01-01', formula: 'T:SR_A * 10' },
        { valid_from: '2026-01-02', formula: 'T:SR_K - T:SR_A' },
      ],
    });
    period = (await tagSeriesContexts(suite.server.app.database.db, [ids.A!])).get(ids.A!)!.period;
  }, 120_000);

  it("answers a short raw range exactly, with the tag's limits", async () => {
    const from = START + 95 * MINUTE;
    const to = from + 3 * HOUR;
    const answer = await series({ tags: ids.A!, from: iso(from), to: iso(to), points: 1000 });
    expect(answer.status).toBe(200);
    const [entry] = answer.body.data;
    const expected = inRange(stored.A!, from, to);
    expect(entry).toMatchObject({ id_tag: ids.A, code: 'SR_A', level: 'raw', total: expected.times.length, downsampled: false });
    expect(entry.points).toEqual(expected.times.map((t, i) => ({ t: iso(t), v: expected.values[i] })));
    expect(entry.limits).toEqual({ spec_low: 5, spec_high: 15, action_low: 2, action_high: null, valid_low: null, valid_high: 30 });
  });

  it('answers every stored value to the last bit, whatever its digits', async () => {
    const id = await createTag(suite, { code: 'SR_BITS' });
    ids.BITS = id;
    const exact = [Math.PI, 0.1 + 0.2, 1 / 3, -123456.78901234567, 5e-324, 1.7976931348623157e308, 2 ** 53 + 2, 0];
    const times = exact.map((_, i) => START + i * MINUTE);
    await store('BITS', times, exact);
    const answer = await series({ tags: id, from: iso(START), to: iso(START + HOUR), points: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].points).toEqual(times.map((t, i) => ({ t: iso(t), v: exact[i] })));
  });

  /**
   * The property of the issue: at most `points`, every point a stored one, and each M4 bucket's stored minimum
   * and maximum present. Brute force: a point belongs to the M4 bucket of its rollup bucket's start when that
   * rollup bucket lies wholly inside the range (the coarsest of D, H not wider than an M4 bucket), else of its own time.
   */
  async function checkDownsampled(from: number, to: number, points: number): Promise<void> {
    const answer = await series({ tags: ids.A!, from: iso(from), to: iso(to), points });
    expect(answer.status).toBe(200);
    const entry = answer.body.data[0];
    const raw = inRange(stored.A!, from, to);
    expect(entry.total).toBe(raw.times.length);
    expect(entry.downsampled).toBe(raw.times.length > points);
    expect(entry.points.length).toBeLessThanOrEqual(points);
    const byTime = new Map(raw.times.map((t, i) => [t, raw.values[i]]));
    for (const point of entry.points as Point[]) expect(byTime.get(Date.parse(point.t))).toBe(point.v);
    const buckets = m4BucketCount(points);
    const width = (to - from) / buckets;
    const level: Level | null = width >= 26 * HOUR ? 'D' : width >= HOUR ? 'H' : null;
    const groups = new Map<number, number[]>();
    raw.times.forEach((t, i) => {
      const rollup = level ? bucketOfNormalized(level, t, period) : null;
      const at = rollup && rollup.start >= from && rollup.end <= to ? rollup.start : t;
      const group = m4BucketOf(at, from, to, buckets);
      groups.set(group, [...(groups.get(group) ?? []), i]);
    });
    const answered = new Set((entry.points as Point[]).map((point) => `${Date.parse(point.t)}=${point.v}`));
    for (const members of groups.values()) {
      const vs = members.map((i) => raw.values[i]!);
      for (const extreme of [Math.min(...vs), Math.max(...vs)]) {
        const first = members.find((i) => raw.values[i] === extreme)!;
        expect(answered.has(`${raw.times[first]}=${extreme}`)).toBe(true);
      }
    }
  }

  it.each([
    ['from day rollups', 40, DAYS],
    ['from hour rollups', 1000, DAYS],
    ['from raw rows only', 5000, 40],
  ])('downsamples a long raw range (%s): at most `points`, every stored min and max of each bucket', async (_name, points, days) => {
    await checkDownsampled(START + 90 * MINUTE + 7_000, START + days * DAY - 5 * HOUR, points);
  });

  it('keeps that property over random ranges and widths (seeded)', async () => {
    let seed = 20_260_105;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 12; i++) {
      const from = START - DAY + Math.floor(random() * 20 * DAY);
      const to = from + MINUTE + Math.floor(random() * 45 * DAY);
      await checkDownsampled(from, to, 10 + Math.floor(random() * 600));
    }
  });

  it.each([
    ['H', 'A', 'AVERAGE'],
    ['D', 'A', 'AVERAGE'],
    ['M', 'A', 'AVERAGE'],
    ['D', 'B', 'SUM'],
    ['H', 'C', 'DIFF'],
    ['D', 'C', 'DIFF'],
  ] as const)('consolidates at level %s the tag %s (%s) as aggregate() of its raw rows', async (level, code, kind) => {
    const from = START + DAY;
    const to = START + 40 * DAY;
    const answer = await series({ tags: ids[code]!, from: iso(from), to: iso(to), level, points: 5000 });
    expect(answer.status).toBe(200);
    const buckets = new Map<number, { label: string; samples: { t: number; v: number }[] }>();
    stored[code]!.times.forEach((t, i) => {
      const bucket = bucketOfNormalized(level, t, period)!;
      if (bucket.start < from || bucket.start >= to) return;
      const entry = buckets.get(bucket.start) ?? { label: bucket.label, samples: [] };
      entry.samples.push({ t, v: stored[code]!.values[i]! });
      buckets.set(bucket.start, entry);
    });
    const points = answer.body.data[0].points as Point[];
    expect(points.map((p) => p.t)).toEqual([...buckets.keys()].sort((a, b) => a - b).map(iso));
    expect(answer.body.data[0].total).toBe(buckets.size);
    for (const point of points) {
      const bucket = buckets.get(Date.parse(point.t))!;
      expect(point.label).toBe(bucket.label);
      expect(point.v).toBeCloseTo(aggregate(kind as AggregationKind, bucket.samples)!, 9);
    }
  });

  it('computes a calculation tag raw: at every input timestamp, each input at its latest value', async () => {
    const from = START + 2 * HOUR;
    const to = START + 6 * HOUR;
    const answer = await series({ tags: ids.K!, from: iso(from), to: iso(to) });
    expect(answer.status).toBe(200);
    const times = [...new Set([...inRange(stored.A!, from, to).times, ...inRange(stored.B!, from, to).times])].sort((a, b) => a - b);
    const latest = (s: Stored, t: number) => s.values[s.times.findLastIndex((time) => time <= t)] ?? null;
    expect(answer.body.data[0].points).toEqual(times.map((t) => ({ t: iso(t), v: latest(stored.A!, t)! + 2 * latest(stored.B!, t)! })));
  });

  it("consolidates a calculation tag as its formula over the inputs' consolidated values, per validity period", async () => {
    const from = START;
    const to = START + 3 * DAY;
    const get = async (code: string) => (await series({ tags: ids[code]!, from: iso(from), to: iso(to), level: 'D' })).body.data[0].points as Point[];
    const [a, b, k, v] = [await get('A'), await get('B'), await get('K'), await get('V')];
    expect(k.map((p) => p.t)).toEqual(a.map((p) => p.t));
    k.forEach((point, i) => expect(point.v).toBeCloseTo(a[i]!.v! + 2 * b.find((q) => q.t === point.t)!.v!, 9));
    // SR_V: A * 10 on Jan 1, then K - A (= 2 * B) from Jan 2.
    expect(v[0]!.v).toBeCloseTo(a[0]!.v! * 10, 9);
    v.slice(1).forEach((point) => expect(point.v).toBeCloseTo(2 * b.find((q) => q.t === point.t)!.v!, 9));
  });

  it('reads a calculation cycle as nulls instead of failing', async () => {
    const x = await createTag(suite, {
      code: 'SR_X',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [{ valid_from: '2026-01-01', formula: 'T:SR_A + 1' }],
    });
    await createTag(suite, {
      code: 'SR_Y',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [{ valid_from: '2026-01-01', formula: 'T:SR_X + T:SR_C' }],
    });
    // The settings refuse a cycle, so it is written behind their back, as an old database might hold it.
    const cycle = JSON.stringify([{ valid_from: '2026-01-01', formula: 'T:SR_Y + T:SR_A' }]);
    await suite.server.app.database.db.updateTable('tags').set({ calculations: cycle }).where('id_tag', '=', x).execute();
    for (const level of ['raw', 'D']) {
      const answer = await series({ tags: x, from: iso(START), to: iso(START + DAY), level });
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].points.length).toBeGreaterThan(0);
      expect(answer.body.data[0].points.every((p: Point) => p.v === null)).toBe(true);
    }
  });

  it('answers the goals overlapping the period', async () => {
    const goal = (period_start: string, period_end: string, value: number) =>
      suite.api.post('MES/entities/MESGOAL', { id_tag: ids.A, goal_kind: 'single', value, mode: 'fixed', period_start, period_end }, admin());
    expect((await goal('2026-01-01', '2026-01-10', 12)).status).toBe(200);
    expect((await goal('2026-02-01', '2026-02-28', 13)).status).toBe(200);
    const answer = await series({ tags: ids.A!, from: '2026-01-10T12:00:00Z', to: '2026-01-11T00:00:00Z' });
    expect(answer.body.data[0].goals).toEqual([
      { period_start: '2026-01-01', period_end: '2026-01-10', goal_kind: 'single', value: 12, lower: null, upper: null, mode: 'fixed' },
    ]);
  });

  it('answers several tags in the order asked', async () => {
    const answer = await series({ tags: `${ids.C},${ids.A}`, from: iso(START), to: iso(START + HOUR), level: 'H' });
    expect(answer.body.data.map((entry: { code: string }) => entry.code)).toEqual(['SR_C', 'SR_A']);
  });

  it('refuses a level the tag does not consolidate, with a translated key', async () => {
    const answer = await series({ tags: ids.A!, from: iso(START), to: iso(START + 30 * DAY), level: 'S' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'LEVEL_NOT_CONSOLIDATED', message: 'series.errors.levelNotConsolidated' });
    expect(answer.body.error.fields.level).toEqual({ key: 'series.errors.levelNotConsolidated', args: { code: 'SR_A', level: 'S' } });
  });

  it('refuses bad parameters with a key per field, never a 500', async () => {
    const bad = await series({ tags: 'x', from: 'yesterday', to: '2026-01-01T00:00:00', level: 'Q', points: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect(bad.body.error.fields).toEqual({
      tags: { key: 'series.errors.tags', args: { max: 20 } },
      from: { key: 'series.errors.dateTime' },
      to: { key: 'series.errors.dateTime' },
      level: { key: 'validation.oneOf', args: { options: 'raw, H, D, T, S, M' } },
      points: { key: 'validation.minValue', args: { min: 10 } },
    });
    const inverted = await series({ tags: ids.A!, from: iso(START + DAY), to: iso(START) });
    expect(inverted.body.error.fields).toEqual({ to: { key: 'series.errors.range' } });
  });

  it('refuses a tag of another plant exactly like a tag that does not exist', async () => {
    const south = await createTag(suite, { code: 'SR_SOUTH' }, { token: suite.demo.admin, headers: atUnit(suite.demo.south) });
    const range = { from: iso(START), to: iso(START + DAY) };
    const other = await series({ tags: `${ids.A},${south}`, ...range });
    const missing = await series({ tags: `${ids.A},999999`, ...range });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await series({ tags: south, ...range }, { token: suite.demo.admin, headers: atUnit(suite.demo.south) })).status).toBe(200);
  });

  it('needs read on an analysis or data-entry page', async () => {
    const query = { tags: ids.A!, from: iso(START), to: iso(START + HOUR) };
    const outsider = await regularUser(suite.api, suite.demo, `seriesout${dialect}`, ['settings.tags']);
    expect((await series(query, outsider.at)).status).toBe(403);
    const reader = await regularUser(suite.api, suite.demo, `seriesin${dialect}`, ['analysis.report-per-periods']);
    expect((await series(query, reader.at)).status).toBe(200);
    expect((await suite.api.get('MES/queries/series', { query })).status).toBe(401);
  });
});
