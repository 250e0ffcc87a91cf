import { beforeAll, describe, expect, it } from 'vitest';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { demoSuite } from './helpers/demo-suite.js';
import { insertStop } from './helpers/stop-rows.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const pareto = 'EM/queries/pareto';
const compute = 'OEE/queries/compute';
const series = 'OEE/queries/series';
const MIN = 60_000;
/** Local midnight of 2026-03-10 at the demo unit (America/Sao_Paulo, UTC−3 all year): a production day start. */
const T = Date.UTC(2026, 2, 10, 3, 0);
const at = (minutes: number) => T + minutes * MIN;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

interface ParetoRowBody {
  key: number | null;
  label: string | null;
  durationMs: number;
  count: number;
  cumulativeShare: number;
}

/**
 * Pareto and OEE (src/server/modules/equipment-stops/README.md) over stops inserted in SQL and count tags
 * written with the series store. Stops of frame A, minutes after T (the ones marked † are outside [T, T+1440)
 * in part):
 *   [-20, 10) jam † · [60, 90) breakdown · [120, 130) jam · [180, 195) break (planned) · [200, 205) no motive
 *   [210, 250) breakdown, annulled · [240, 244) slow (performance) · [1430, 1460) breakdown †
 * Frame B: [300, 320) breakdown. Frame C: one open breakdown started 30 min ago.
 */
describe.each(dialects)('stop pareto and OEE (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const database = () => suite.server.app.database;
  const ids = { frameA: 0, frameB: 0, frameC: 0, mechanical: 0, planned: 0, breakdown: 0, jam: 0, pause: 0, slow: 0, total: 0, bad: 0 };
  let reader: Person;
  let outsider: Person;

  const created = async (path: string, body: Record<string, unknown>, key: string): Promise<number> => {
    const answer = await suite.api.post(path, body, admin());
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return Number(answer.body.data[key]);
  };
  const frame = (code: string) => created('EM/entities/FRAME', { code, description: `Frame ${code}`, insertion: 'manual' }, 'id_frame');
  const group = (code: string, color: string) => created('EM/entities/MOTIVEGROUP', { code, description: code, color }, 'id_motive_group');
  const motive = (code: string, idGroup: number, loss_category: string) =>
    created('EM/entities/MOTIVE', { code, description: code, id_motive_group: idGroup, loss_category, color: '#336699' }, 'id_motive');
  const stop = (frame: number, start: number, end: number | null, motive: number | null, status?: string) =>
    insertStop(database(), { unit: suite.demo.north, frame, start, end, motive, status });
  /** One count every 10 min from minute `from` (inclusive) to `to` (exclusive). */
  const counts = (idTag: number, from: number, to: number, value: number) => {
    const rows = [];
    for (let minute = from; minute < to; minute += 10) rows.push({ id_tag: idTag, ts: at(minute), value });
    return storeValues(database().db, database().dialect, rows);
  };
  const getPareto = (query: Record<string, unknown>, caller = admin()) => suite.api.get(pareto, { ...caller, query });
  const getSeries = (query: Record<string, unknown>, caller = admin()) => suite.api.get(series, { ...caller, query });

  beforeAll(async () => {
    ids.frameA = await frame('PA-A');
    ids.frameB = await frame('PA-B');
    ids.frameC = await frame('PA-C');
    ids.mechanical = await group('Mechanical', '#aa0000');
    ids.planned = await group('Planned', '#0000aa');
    ids.breakdown = await motive('Breakdown', ids.mechanical, 'availability');
    ids.jam = await motive('Jam', ids.mechanical, 'availability');
    ids.pause = await motive('Break', ids.planned, 'planned');
    ids.slow = await motive('Slow', ids.mechanical, 'performance');
    await stop(ids.frameA, at(-20), at(10), ids.jam);
    await stop(ids.frameA, at(60), at(90), ids.breakdown);
    await stop(ids.frameA, at(120), at(130), ids.jam);
    await stop(ids.frameA, at(180), at(195), ids.pause);
    await stop(ids.frameA, at(200), at(205), null);
    await stop(ids.frameA, at(210), at(250), ids.breakdown, 'annulled');
    await stop(ids.frameA, at(240), at(244), ids.slow);
    await stop(ids.frameA, at(1430), at(1460), ids.breakdown);
    await stop(ids.frameB, at(300), at(320), ids.breakdown);
    await stop(ids.frameC, Date.now() - 30 * MIN, null, ids.breakdown);

    ids.total = await created('MES/entities/MESTAG', { code: 'PA-TOTAL', active: true }, 'id_tag');
    ids.bad = await created('MES/entities/MESTAG', { code: 'PA-BAD', active: true }, 'id_tag');
    // Hour 1 (minutes 60–120): 6 × 100 made, 6 × 5 bad; hour 2: 6 × 200, 6 × 10 bad; hour 3: 6 × 180, none bad.
    await counts(ids.total, 60, 120, 100);
    await counts(ids.bad, 60, 120, 5);
    await counts(ids.total, 120, 180, 200);
    await counts(ids.bad, 120, 180, 10);
    await counts(ids.total, 180, 240, 180);
    await counts(ids.bad, 180, 240, 0);
    await created(
      'OEE/entities/SETTINGS',
      { id_frame: ids.frameA, title: 'Line A', performance_mode: 'cycleTime', ideal_cycle_time_sec: 2, id_tag_total: ids.total, id_tag_bad: ids.bad },
      'id_oee',
    );

    reader = await regularUser(suite.api, suite.demo, `pareto-reader-${dialect}`, ['analysis.event-manager']);
    outsider = await regularUser(suite.api, suite.demo, `pareto-outsider-${dialect}`, ['equipment-management.stopping-point']);
  });

  describe('GET EM/queries/pareto', () => {
    it('sums clipped durations per motive over the day, annulled left out, no motive as its own row', async () => {
      const answer = await getPareto({ from: iso(0), to: iso(1440), by: 'motive' });
      expect(answer.status).toBe(200);
      const rows = answer.body.data.rows as ParetoRowBody[];
      // Breakdown 30 + 10 (the last one up to T+1440) + 20 (frame B) = 60 min, jam 10 (from T) + 10 = 20,
      // break 15, no motive 5, slow 4: 104 min in 8 stops.
      expect(rows.map((row) => [row.key, row.label, row.durationMs / MIN, row.count])).toEqual([
        [ids.breakdown, 'Breakdown', 60, 3],
        [ids.jam, 'Jam', 20, 2],
        [ids.pause, 'Break', 15, 1],
        [null, null, 5, 1],
        [ids.slow, 'Slow', 4, 1],
      ]);
      expect(rows.map((row) => row.cumulativeShare)).toEqual([60 / 104, 80 / 104, 95 / 104, 100 / 104, 1].map((share) => expect.closeTo(share, 12)));
      expect(answer.body.data.totalMs).toBe(104 * MIN);
      expect(answer.body.data.totalCount).toBe(8);
    });

    it('sums per motive group: mechanical 60 + 20 + 4, planned 15, no motive 5', async () => {
      const answer = await getPareto({ from: iso(0), to: iso(1440), by: 'group' });
      expect(answer.status).toBe(200);
      expect((answer.body.data.rows as ParetoRowBody[]).map((row) => [row.key, row.label, row.durationMs / MIN, row.count])).toEqual([
        [ids.mechanical, 'Mechanical', 84, 6],
        [ids.planned, 'Planned', 15, 1],
        [null, null, 5, 1],
      ]);
    });

    it('keeps to one frame, and clips stops at both edges of a shorter period', async () => {
      const frameA = await getPareto({ idFrame: String(ids.frameA), from: iso(0), to: iso(1440) });
      expect((frameA.body.data.rows as ParetoRowBody[]).find((row) => row.key === ids.breakdown)).toMatchObject({ durationMs: 40 * MIN, count: 2 });
      // [75, 125): 15 min of the breakdown [60, 90) and 5 of the jam [120, 130).
      const middle = await getPareto({ idFrame: String(ids.frameA), from: iso(75), to: iso(125) });
      expect((middle.body.data.rows as ParetoRowBody[]).map((row) => [row.key, row.durationMs / MIN, row.count])).toEqual([
        [ids.breakdown, 15, 1],
        [ids.jam, 5, 1],
      ]);
    });

    it('counts an open stop up to now, or up to the end of a period that ended', async () => {
      const now = Date.now();
      const open = await getPareto({ idFrame: String(ids.frameC), from: new Date(now - 120 * MIN).toISOString(), to: new Date(now + 60 * MIN).toISOString() });
      const duration = (open.body.data.rows as ParetoRowBody[])[0]!.durationMs;
      expect(duration).toBeGreaterThanOrEqual(30 * MIN);
      expect(duration).toBeLessThan(31 * MIN);
      const ended = await getPareto({ idFrame: String(ids.frameC), from: new Date(now - 120 * MIN).toISOString(), to: new Date(now - 10 * MIN).toISOString() });
      expect((ended.body.data.rows as ParetoRowBody[])[0]!.durationMs).toBeCloseTo(20 * MIN, -4);
    });

    it('answers no rows for a period without stops', async () => {
      const answer = await getPareto({ from: iso(-5000), to: iso(-4000) });
      expect(answer.body.data).toEqual({ rows: [], totalMs: 0, totalCount: 0 });
    });

    it.each([
      [{ to: iso(10) }, 'from', 'global.labels.requiredField'],
      [{ from: 'yesterday', to: iso(10) }, 'from', 'series.errors.dateTime'],
      [{ from: iso(10), to: iso(10) }, 'to', 'series.errors.range'],
      [{ from: iso(0), to: iso(10), by: 'colour' }, 'by', 'validation.oneOf'],
      [{ from: iso(0), to: iso(10), idFrame: 'x' }, 'idFrame', 'validation.integer'],
      [{ from: iso(0), to: iso(10), idFrame: '99999999999' }, 'idFrame', 'validation.integer'],
    ])('answers 400 to %j', async (query, field, key) => {
      const answer = await getPareto(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[field].key).toBe(key);
    });
  });

  describe('POST OEE/queries/compute', () => {
    it('computes the classic worked example: 450 min planned, 403 run, 1.0 s, 19,271 made, 18,848 good', async () => {
      const answer = await suite.api.post(
        compute,
        { plannedProductionTimeMin: 450, runTimeMin: 403, idealCycleTimeSec: 1, totalCount: 19_271, goodCount: 18_848 },
        outsider.at,
      );
      expect(answer.status).toBe(200);
      // 403/450, 19,271/24,180, 18,848/19,271; their product is 18,848 s of good parts / 27,000 s planned.
      expect(answer.body.data.availability).toBeCloseTo(0.895556, 6);
      expect(answer.body.data.performance).toBeCloseTo(0.796981, 6);
      expect(answer.body.data.quality).toBeCloseTo(0.97805, 6);
      expect(answer.body.data.oee).toBeCloseTo(18_848 / 27_000, 10);
    });

    it('gives performance and quality 0 to a period that did not run', async () => {
      const answer = await suite.api.post(compute, { plannedProductionTimeMin: 60, runTimeMin: 0, idealCycleTimeSec: 1, totalCount: 0, goodCount: 0 }, admin());
      expect(answer.body.data).toEqual({ availability: 0, performance: 0, quality: 0, oee: 0 });
    });

    const valid = { plannedProductionTimeMin: 60, runTimeMin: 30, idealCycleTimeSec: 2, totalCount: 10, goodCount: 8 };
    it.each([
      [{ ...valid, plannedProductionTimeMin: undefined }, 'plannedProductionTimeMin', 'validation.number'],
      [{ ...valid, runTimeMin: 'abc' }, 'runTimeMin', 'validation.number'],
      [{ ...valid, idealCycleTimeSec: -1 }, 'idealCycleTimeSec', 'validation.minValue'],
      [{ ...valid, plannedProductionTimeMin: 0, runTimeMin: 0 }, 'plannedProductionTimeMin', 'oee.errors.plannedTimePositive'],
      [{ ...valid, runTimeMin: 61 }, 'runTimeMin', 'oee.errors.runTimeOverPlanned'],
      [{ ...valid, idealCycleTimeSec: 0 }, 'idealCycleTimeSec', 'oee.errors.cycleTimePositive'],
      [{ ...valid, totalCount: 1.5 }, 'totalCount', 'validation.integer'],
      [{ ...valid, goodCount: 2.5 }, 'goodCount', 'validation.integer'],
      [{ ...valid, goodCount: 11 }, 'goodCount', 'oee.errors.goodOverTotal'],
      [{ ...valid, totalCount: null }, 'totalCount', 'validation.number'],
    ])('answers 400 to %j', async (body, field, key) => {
      const answer = await suite.api.post(compute, body, admin());
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[field].key).toBe(key);
    });

    it('answers 400, never 500, to a body that is no object', async () => {
      for (const raw of ['[]', 'null', '"text"', '12']) {
        const answer = await suite.api.call('POST', compute, undefined, { ...admin(), raw });
        expect(answer.status).toBe(400);
      }
    });
  });

  describe('GET OEE/queries/series', () => {
    const factors = (bucket: Record<string, number | null>) => [bucket.availability, bucket.performance, bucket.quality, bucket.oee];

    it('per hour: times from the stops, counts from the tags, 2 s per part', async () => {
      const answer = await getSeries({ idFrame: String(ids.frameA), from: iso(60), to: iso(240), level: 'hour' });
      expect(answer.status).toBe(200);
      const buckets = answer.body.data as Record<string, number | null>[];
      expect(buckets.map((bucket) => [bucket.start, bucket.end])).toEqual([
        [iso(60), iso(120)],
        [iso(120), iso(180)],
        [iso(180), iso(240)],
      ]);
      // Hour 1: breakdown 30 min → planned 60, run 30; 600 made, 30 bad.
      //   A = 30/60 = 0.5, P = 2 × 600 / 1800 = 2/3, Q = 570/600 = 0.95, OEE = 0.31667.
      // Hour 2: jam 10 min → planned 60, run 50; 1200 made, 60 bad.
      //   A = 50/60, P = 2 × 1200 / 3000 = 0.8, Q = 0.95, OEE = 0.63333.
      // Hour 3: break 15 min (planned), 5 min without motive; the annulled breakdown and the slow stop
      //   (from 240) do not count → planned 45, run 40; 1080 made, none bad.
      //   A = 40/45, P = 2 × 1080 / 2400 = 0.9, Q = 1, OEE = 0.8.
      expect(buckets.map((bucket) => [bucket.plannedProductionTimeMin, bucket.runTimeMin, bucket.totalCount, bucket.goodCount])).toEqual([
        [60, 30, 600, 570],
        [60, 50, 1200, 1140],
        [45, 40, 1080, 1080],
      ]);
      const want = [
        [0.5, 2 / 3, 0.95, 0.5 * (2 / 3) * 0.95],
        [50 / 60, 0.8, 0.95, (50 / 60) * 0.8 * 0.95],
        [40 / 45, 0.9, 1, 0.8],
      ];
      buckets.forEach((bucket, i) => expect(factors(bucket)).toEqual(want[i]!.map((value) => expect.closeTo(value, 10))));
    });

    it('measures only the part of a bucket inside the period (raw values, no rollup)', async () => {
      const answer = await getSeries({ idFrame: String(ids.frameA), from: iso(90), to: iso(120), level: 'hour' });
      const [bucket] = answer.body.data as Record<string, number | null>[];
      // [90, 120): no stop (the breakdown ended at 90); counts at 90, 100, 110: 300 made, 15 bad.
      expect(bucket).toMatchObject({ start: iso(60), end: iso(120), plannedProductionTimeMin: 30, runTimeMin: 30, totalCount: 300, goodCount: 285 });
      expect(factors(bucket!)).toEqual([1, 600 / 1800, 0.95, (600 / 1800) * 0.95].map((value) => expect.closeTo(value, 10)));
    });

    it('per day and per shift of the unit', async () => {
      const days = (await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(2880), level: 'day' })).body.data as Record<
        string,
        number | string | null
      >[];
      // Day 1: break 15 planned → 1425; unplanned jam 10 (from T) + 30 + 10 + 5 + breakdown 10 (to T+1440) = 65 → run 1360;
      //   2880 made, 90 bad: A = 1360/1425, P = 2 × 2880 / 81,600, Q = 2790/2880.
      // Day 2: the breakdown's last 20 min → run 1420; nothing made: P = 0, Q and OEE undefined.
      expect(days.map((day) => [day.label, day.plannedProductionTimeMin, day.runTimeMin, day.totalCount, day.goodCount])).toEqual([
        ['2026-03-10', 1425, 1360, 2880, 2790],
        ['2026-03-11', 1440, 1420, 0, 0],
      ]);
      const a = 1360 / 1425;
      const p = 5760 / 81_600;
      const q = 2790 / 2880;
      expect(factors(days[0] as Record<string, number>)).toEqual([a, p, q, a * p * q].map((value) => expect.closeTo(value, 10)));
      expect(factors(days[1] as Record<string, number>)).toEqual([expect.closeTo(1420 / 1440, 10), 0, null, null]);

      const shifts = (await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(720), level: 'shift' })).body.data as Record<
        string,
        number | null
      >[];
      // Default shifts 00–06 and 06–12 local. Shift 1: planned 360 − 15 = 345, run 345 − (10 + 30 + 10 + 5) = 290.
      expect(shifts.map((shift) => [shift.plannedProductionTimeMin, shift.runTimeMin, shift.totalCount])).toEqual([
        [345, 290, 2880],
        [360, 360, 0],
      ]);
    });

    it('per month and per week: the whole bucket named, the part inside the period measured', async () => {
      for (const level of ['month', 'week']) {
        const buckets = (await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(1440), level })).body.data as Record<
          string,
          number | string | null
        >[];
        // Only day 1 of March is asked: the same times and counts as that day.
        expect(buckets.map((bucket) => [bucket.plannedProductionTimeMin, bucket.runTimeMin, bucket.totalCount, bucket.goodCount])).toEqual([
          [1425, 1360, 2880, 2790],
        ]);
        expect(Date.parse(buckets[0]!.start as string)).toBeLessThanOrEqual(T);
        expect(Date.parse(buckets[0]!.end as string)).toBeGreaterThanOrEqual(at(1440));
      }
      const [month] = (await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(1440), level: 'month' })).body.data;
      expect(month.label).toBe('2026-03');
    });

    it('without OEE settings gives the availability alone', async () => {
      const [hour] = (await getSeries({ idFrame: String(ids.frameB), from: iso(300), to: iso(360), level: 'hour' })).body.data as Record<
        string,
        number | null
      >[];
      expect(hour).toMatchObject({
        plannedProductionTimeMin: 60,
        runTimeMin: 40,
        totalCount: 0,
        availability: expect.closeTo(40 / 60, 10),
        performance: null,
        quality: null,
        oee: null,
      });
    });

    it('answers 400 to a period of more buckets than a chart shows (five years of hours)', async () => {
      const answer = await getSeries({ idFrame: String(ids.frameA), from: '2020-01-01', to: '2025-01-01', level: 'hour' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields.level).toEqual({ key: 'oee.errors.tooManyBuckets', args: { max: 9000 } });
    });

    it('answers 404 for a frame of another unit or none', async () => {
      expect((await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(60), level: 'hour' }, admin(suite.demo.south))).status).toBe(404);
      expect((await getSeries({ idFrame: '999999', from: iso(0), to: iso(60), level: 'hour' })).status).toBe(404);
    });

    it('leaves out buckets that have not begun', async () => {
      const now = Date.now();
      const buckets = (
        await getSeries({
          idFrame: String(ids.frameC),
          from: new Date(now - 90 * MIN).toISOString(),
          to: new Date(now + 5 * 3_600_000).toISOString(),
          level: 'hour',
        })
      ).body.data;
      expect(buckets.length).toBeGreaterThanOrEqual(2);
      expect(buckets.length).toBeLessThanOrEqual(3);
      expect(Date.parse(buckets.at(-1).start)).toBeLessThanOrEqual(Date.now());
    });

    it.each([
      [{ from: iso(0), to: iso(60), level: 'hour' }, 'idFrame', 'global.labels.requiredField'],
      [{ idFrame: '1', from: iso(0), to: iso(60) }, 'level', 'global.labels.requiredField'],
      [{ idFrame: '1', from: iso(0), to: iso(60), level: 'minute' }, 'level', 'validation.oneOf'],
      [{ idFrame: '1', from: '2026-02-30', to: iso(60), level: 'hour' }, 'from', 'series.errors.dateTime'],
      [{ idFrame: '1', from: iso(60), to: iso(0), level: 'hour' }, 'to', 'series.errors.range'],
    ])('answers 400 to %j', async (query, field, key) => {
      const answer = await getSeries(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[field].key).toBe(key);
    });
  });

  describe('permissions', () => {
    it('lets a user with read on the event manager analysis read the pareto and the series', async () => {
      expect((await getPareto({ from: iso(0), to: iso(1440) }, reader.at)).status).toBe(200);
      expect((await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(60), level: 'hour' }, reader.at)).status).toBe(200);
    });

    it('answers 403 to a user without any page that charts stops, who may still use the calculator', async () => {
      expect((await getPareto({ from: iso(0), to: iso(1440) }, outsider.at)).status).toBe(403);
      expect((await getSeries({ idFrame: String(ids.frameA), from: iso(0), to: iso(60), level: 'hour' }, outsider.at)).status).toBe(403);
    });

    it('answers 401 without a session', async () => {
      expect((await suite.api.get(pareto, { query: { from: iso(0), to: iso(10) } })).status).toBe(401);
      expect((await suite.api.post(compute, {})).status).toBe(401);
    });
  });
});
