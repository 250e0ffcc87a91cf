import { describe, expect, it } from 'vitest';
import { chartRows, goalKinds } from './chart-data.js';
import type { SeriesGoal } from './series-types.js';

const day = (d: number) => Date.UTC(2026, 0, d);
const rows = [
  { t: day(1), values: [10, null] },
  { t: day(2), values: [12, 3] },
];
const proportional: SeriesGoal = { period_start: '2026-01-01', period_end: '2026-01-31', goal_kind: 'single', value: 310, mode: 'proportional' };
const band: SeriesGoal = { period_start: '2026-01-02', period_end: '2026-01-02', goal_kind: 'range', lower: 1, upper: 5, mode: 'fixed' };

describe('chart rows', () => {
  it('spreads the values into one key per series', () => {
    expect(chartRows(rows, [[], []], 'raw', {})).toEqual([
      { t: day(1), s0: 10, s1: null },
      { t: day(2), s0: 12, s1: 3 },
    ]);
  });

  it('adds each series goal per bucket: prorated values and bands', () => {
    const chart = chartRows(rows, [[proportional], [band]], 'D', { timezone: 'UTC' });
    expect(chart[0]).toEqual({ t: day(1), s0: 10, s1: null, g0: 10 });
    expect(chart[1]).toEqual({ t: day(2), s0: 12, s1: 3, g0: 10, b1: [1, 5] });
    expect(goalKinds(chart, 2)).toEqual({ single: [true, false], band: [false, true] });
  });

  it('prorates by the real bucket length of the level (a month, a shift)', () => {
    const year: SeriesGoal = { period_start: '2026-01-01', period_end: '2026-12-31', goal_kind: 'single', value: 365, mode: 'proportional' };
    const february = chartRows([{ t: Date.UTC(2026, 1, 1), values: [1] }], [[year]], 'M', {});
    expect(february[0]!.g0).toBeCloseTo(28);
    const shift = chartRows([{ t: Date.UTC(2026, 1, 1, 6), values: [1] }], [[year]], 'T', {});
    expect(shift[0]!.g0).toBeCloseTo(0.25);
  });

  it('draws no proportional goal on raw values', () => {
    expect(chartRows(rows, [[proportional], []], 'raw', {})[0]).toEqual({ t: day(1), s0: 10, s1: null });
  });
});
