import { describe, expect, it } from 'vitest';
import type { CardChart } from './card-chart-types.js';
import { lastSubgroups } from './spc-production.js';

const segment = (from: number, to: number) => ({ from, to, center: 10, lcl: 7, ucl: 13, sigma: 1, source: 'given' as const });

/** Eight subgroups at t = 0, 10, …, 70; two revisions, the second from t = 45. */
const chart: CardChart = {
  chart: 'i-mr',
  k: 3,
  subgroupSize: 1,
  total: 8,
  downsampled: false,
  points: Array.from({ length: 8 }, (_, i) => ({
    i,
    t: i * 10,
    value: i === 1 || i === 6 ? 14 : 10,
    dispersion: null,
    n: 1,
    rules: i === 1 || i === 6 ? [1] : [],
  })),
  segments: [segment(0, 45), segment(45, 80)],
  violations: { '1': [1, 6], '2': [] },
  capability: null,
  histogram: [],
  spec: { lsl: null, usl: null },
  scale: { min: null, max: null },
};

describe('lastSubgroups', () => {
  it('keeps the last subgroups with their indexes, the violations among them and the segments they fall in', () => {
    const last = lastSubgroups(chart, 3);
    expect(last.points.map((point) => point.i)).toEqual([5, 6, 7]);
    expect(last.violations).toEqual({ '1': [6], '2': [] });
    expect(last.segments).toEqual([segment(45, 80)]);
    expect(last.total).toBe(8);
  });

  it('keeps everything when the chart has fewer subgroups, and nothing of an empty chart', () => {
    expect(lastSubgroups(chart, 50).points).toHaveLength(8);
    expect(lastSubgroups(chart, 50).segments).toHaveLength(2);
    expect(lastSubgroups({ ...chart, total: 0, points: [], violations: {} }, 50)).toMatchObject({ points: [], segments: [] });
  });
});
