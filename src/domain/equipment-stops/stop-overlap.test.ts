import { describe, expect, it } from 'vitest';
import { computeOee } from './oee.js';
import type { LossCategory } from './stop-model.js';
import { bucketTimes, bucketTimesPerSpan, clipStop, overlapMs, stopKind, stopMinutesIn, type StopSpan } from './stop-overlap.js';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 6, 0); // a shift starting 06:00 UTC
const at = (minutes: number) => T0 + minutes * MIN;
const stop = (fromMin: number, toMin: number | null, lossCategory: LossCategory | null): StopSpan => ({
  start: at(fromMin),
  end: toMin === null ? null : at(toMin),
  lossCategory,
});

describe('overlapMs', () => {
  it.each([
    ['inside', [10, 20], [0, 60], 10],
    ['crossing the start', [-5, 5], [0, 60], 5],
    ['crossing the end', [55, 70], [0, 60], 5],
    ['covering the period', [-10, 70], [0, 60], 60],
    ['before', [-10, 0], [0, 60], 0],
    ['after (end is exclusive)', [60, 70], [0, 60], 0],
  ] as const)('%s', (_name, [start, end], [from, to], want) => {
    expect(overlapMs(start, end, from, to)).toBe(want);
  });
});

describe('clipStop', () => {
  const period = { start: at(0), end: at(60) };
  it('clips a stop to the period', () => {
    expect(clipStop(stop(-30, 10, null), period, at(1000))).toEqual({ start: at(0), end: at(10) });
    expect(clipStop(stop(50, 90, null), period, at(1000))).toEqual({ start: at(50), end: at(60) });
  });
  it('counts an open stop up to now, and not after it', () => {
    expect(clipStop(stop(20, null, null), period, at(35))).toEqual({ start: at(20), end: at(35) });
    expect(clipStop(stop(20, null, null), period, at(500))).toEqual({ start: at(20), end: at(60) });
    expect(clipStop(stop(20, null, null), period, at(10))).toBeNull();
  });
  it('is null for a stop outside the period', () => {
    expect(clipStop(stop(60, 70, null), period, at(1000))).toBeNull();
    expect(clipStop(stop(-10, 0, null), period, at(1000))).toBeNull();
  });
});

describe('stopKind', () => {
  it.each([
    ['planned', 'planned'],
    ['availability', 'unplanned'],
    [null, 'unplanned'],
    ['performance', 'neither'],
    ['quality', 'neither'],
  ] as const)('%s → %s', (category, kind) => {
    expect(stopKind(category)).toBe(kind);
  });
});

describe('stopMinutesIn', () => {
  it('adds the clipped minutes of each kind; performance and quality stops count in neither', () => {
    const stops = [stop(-10, 20, 'planned'), stop(30, 40, 'availability'), stop(45, 50, null), stop(50, 58, 'performance'), stop(58, 59, 'quality')];
    // planned: 20 of its 30 min are inside; unplanned: 10 + 5.
    expect(stopMinutesIn(stops, { start: at(0), end: at(60) }, at(1000))).toEqual({ plannedStopMin: 20, unplannedStopMin: 15 });
  });
  it('is zero without stops', () => {
    expect(stopMinutesIn([], { start: at(0), end: at(60) }, at(1000))).toEqual({ plannedStopMin: 0, unplannedStopMin: 0 });
  });
});

describe('bucketTimes', () => {
  it('a 60 min hour with 12 min planned and 6 min unplanned: 48 min planned production, 42 min run', () => {
    const times = bucketTimes([stop(0, 12, 'planned'), stop(20, 26, 'availability')], { start: at(0), end: at(60) }, at(1000));
    expect(times).toEqual({ plannedProductionTimeMin: 48, runTimeMin: 42 });
  });
  it('a period wholly in a planned stop has no planned production time', () => {
    expect(bucketTimes([stop(-5, 65, 'planned')], { start: at(0), end: at(60) }, at(1000))).toEqual({ plannedProductionTimeMin: 0, runTimeMin: 0 });
  });
  it('never goes below zero when stops overlap', () => {
    expect(bucketTimes([stop(0, 60, null), stop(0, 60, 'availability')], { start: at(0), end: at(60) }, at(1000))).toEqual({
      plannedProductionTimeMin: 60,
      runTimeMin: 0,
    });
  });

  /**
   * The classic worked example of OEE (after Nakajima 1988; the same quantities as ISO 22400-2:2014 KPIs):
   * an 8 h shift of 480 min with two 15 min breaks (planned, 30 min), 47 min of down time (here a 40 min
   * breakdown and a 7 min stop nobody classified), an ideal cycle time of 1.0 s, 19,271 parts made of
   * which 423 were rejected. A 10 min "slow running" stop classified as a performance loss does not
   * shorten the run time.
   *   planned production time = 480 − 30 = 450 min
   *   run time                = 450 − 47 = 403 min
   *   good count              = 19,271 − 423 = 18,848
   *   availability = 403 / 450                     = 0.895556
   *   performance  = 1.0 s × 19,271 / (403 × 60 s) = 19,271 / 24,180 = 0.796981
   *   quality      = 18,848 / 19,271               = 0.978050
   *   OEE          = 0.895556 × 0.796981 × 0.978050 = 0.698074
   * Check: OEE = good count × ideal cycle time / planned production time = 18,848 s / 27,000 s = 0.698074.
   */
  it('the classic worked example: 480 min shift, 30 min breaks, 47 min down, 1.0 s ideal cycle', () => {
    const stops = [stop(120, 135, 'planned'), stop(360, 375, 'planned'), stop(200, 240, 'availability'), stop(300, 307, null), stop(400, 410, 'performance')];
    const times = bucketTimes(stops, { start: at(0), end: at(480) }, at(10_000));
    expect(times).toEqual({ plannedProductionTimeMin: 450, runTimeMin: 403 });
    const oee = computeOee({ ...times, idealCycleTimeSec: 1.0, totalCount: 19_271, goodCount: 19_271 - 423 });
    expect(oee.availability).toBeCloseTo(0.895556, 6);
    expect(oee.performance).toBeCloseTo(0.796981, 6);
    expect(oee.quality).toBeCloseTo(0.97805, 6);
    expect(oee.oee).toBeCloseTo(0.698074, 6);
    expect(oee.oee).toBeCloseTo(18_848 / 27_000, 12);
  });

  it('an open breakdown of the current shift counts up to now: 100 min in, stopped since minute 70', () => {
    // The period measured so far is the first 100 min (the caller clips the bucket to now): 30 min down.
    const times = bucketTimes([stop(70, null, 'availability')], { start: at(0), end: at(100) }, at(100));
    expect(times).toEqual({ plannedProductionTimeMin: 100, runTimeMin: 70 });
  });
});

describe('bucketTimesPerSpan', () => {
  it('gives what bucketTimes gives span by span, for stops across several spans and an open one', () => {
    // Four hours, then a gap, then [300, 360).
    const spans = [0, 60, 120, 180, 300].map((from) => ({ start: at(from), end: at(from + 60) }));
    const stops = [
      stop(-30, 70, 'availability'),
      stop(100, 200, 'planned'),
      stop(130, 140, null),
      stop(150, 155, 'quality'),
      stop(230, 310, null),
      stop(330, null, 'availability'),
    ];
    const now = at(350);
    expect(bucketTimesPerSpan(stops, spans, now)).toEqual(spans.map((span) => bucketTimes(stops, span, now)));
    // Worked by hand: [0, 60) all down → run 0; [60, 120): 10 unplanned, 20 planned → 40 planned, 30 run;
    // [120, 180): 60 planned → 0; [180, 240): 20 planned + 10 unplanned → 40, 30; [300, 360): 10 + 20 (open up to 350) → 60, 30.
    expect(bucketTimesPerSpan(stops, spans, now)).toEqual([
      { plannedProductionTimeMin: 60, runTimeMin: 0 },
      { plannedProductionTimeMin: 40, runTimeMin: 30 },
      { plannedProductionTimeMin: 0, runTimeMin: 0 },
      { plannedProductionTimeMin: 40, runTimeMin: 30 },
      { plannedProductionTimeMin: 60, runTimeMin: 30 },
    ]);
  });

  it('answers zero stop time for spans without stops', () => {
    expect(bucketTimesPerSpan([], [{ start: at(0), end: at(30) }], at(100))).toEqual([{ plannedProductionTimeMin: 30, runTimeMin: 30 }]);
  });
});
