import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../../../domain/consolidation/index.js';
import { computeChart, rulesToRun, type ChartInput } from './chart-compute.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 10, 3);
/** Twenty individuals one hour apart around 10; index 15 planted at 14 (beyond 3σ of the given limits), index 4 under the spec. */
const values = Array.from({ length: 20 }, (_v, i) => (i === 15 ? 14 : i === 4 ? 8.5 : 10 + (i % 2 === 0 ? 0.4 : -0.4)));

const input = (overrides: Partial<ChartInput> = {}): ChartInput => ({
  chart: 'i-mr',
  sampling: 'subgroup',
  subgroupSize: 1,
  sampleSize: null,
  k: 3,
  rules: [0, 1],
  spec: { lsl: 9, usl: 15 },
  scale: { min: 0, max: 20 },
  period: normalizePeriod({}),
  from: T0,
  to: T0 + 20 * HOUR,
  points: 1000,
  values: { times: values.map((_v, i) => T0 + i * HOUR), values },
  revisions: [{ validFrom: T0, given: { center: 10, lcl: 7, ucl: 13 }, base: null }],
  ...overrides,
});

describe('computeChart', () => {
  it('plots each value, runs the rules against the revision’s limits and marks the violated points', () => {
    const chart = computeChart(input());
    expect(chart).toMatchObject({ chart: 'i-mr', k: 3, subgroupSize: 1, total: 20, downsampled: false, spec: { lsl: 9, usl: 15 }, scale: { min: 0, max: 20 } });
    expect(chart.segments).toEqual([expect.objectContaining({ from: T0, to: T0 + 20 * HOUR, center: 10, lcl: 7, ucl: 13, sigma: 1, source: 'given' })]);
    expect(chart.violations).toEqual({ '0': [4], '1': [15] });
    expect(chart.points[15]).toMatchObject({ i: 15, t: T0 + 15 * HOUR, value: 14, rules: [1] });
    expect(chart.points[4]!.rules).toEqual([0]);
    expect(chart.points[0]!.dispersion).toBeNull();
    expect(chart.points[1]!.dispersion).toBeCloseTo(0.8, 9);
  });

  it('reduces long series to the budget plus every violated point', () => {
    const chart = computeChart(input({ points: 10 }));
    expect(chart.downsampled).toBe(true);
    expect(chart.total).toBe(20);
    expect(chart.points.length).toBeLessThanOrEqual(12);
    expect(chart.points.map((point) => point.i)).toEqual(expect.arrayContaining([4, 15]));
  });

  it('gives capability against the spec and a histogram of every individual value', () => {
    const chart = computeChart(input());
    expect(chart.capability).toMatchObject({ lsl: 9, usl: 15, n: 20 });
    expect(chart.capability!.mean).toBeCloseTo(values.reduce((sum, value) => sum + value, 0) / 20, 9);
    expect(chart.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(20);
  });

  it('has no capability for attribute charts and no segment when nothing is stored', () => {
    const counts = { times: [T0, T0 + HOUR, T0 + 2 * HOUR], values: [2, 5, 3] };
    const attribute = computeChart(input({ chart: 'np', sampleSize: 50, values: counts, revisions: [], rules: [1] }));
    expect(attribute.capability).toBeNull();
    expect(attribute.points.map((point) => point.value)).toEqual([2, 5, 3]);
    expect(attribute.segments).toHaveLength(1);
    const empty = computeChart(input({ values: { times: [], values: [] }, revisions: [] }));
    expect(empty).toMatchObject({ total: 0, points: [], segments: [], violations: { '0': [], '1': [] }, capability: null, histogram: [] });
  });
});

describe('rulesToRun', () => {
  it('runs 1–8, and 0 only with a specification limit, when no rules are named', () => {
    expect(rulesToRun({ spec: { lsl: null, usl: null } })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rulesToRun({ spec: { lsl: null, usl: 3 } })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rulesToRun({ rules: [2], spec: { lsl: 1, usl: 3 } })).toEqual([2]);
  });
});
