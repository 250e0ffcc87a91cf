import { describe, expect, it } from 'vitest';
import type { Subgroup } from './chart-model.js';
import { chartPoints } from './limits.js';

const groups = (...lists: number[][]): Subgroup[] => lists.map((values, i) => ({ t: 1000 * i, end: 1000 * i + 500, values }));

describe('chartPoints', () => {
  it('X̄-R: the mean and the range of each subgroup', () => {
    expect(chartPoints('xbar-r', groups([1, 2, 6], [4, 4, 4]))).toEqual([
      { t: 0, value: 3, dispersion: 5, n: 3 },
      { t: 1000, value: 4, dispersion: 0, n: 3 },
    ]);
  });

  it('X̄-S: the mean and the sample standard deviation (n − 1)', () => {
    // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, Σ(x − 5)² = 32, s = √(32/7).
    const [point] = chartPoints('xbar-s', groups([2, 4, 4, 4, 5, 5, 7, 9]));
    expect(point!.value).toBe(5);
    expect(point!.dispersion).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(point!.n).toBe(8);
  });

  it('X̄-S keeps the precision of values far from zero', () => {
    const [point] = chartPoints('xbar-s', groups([1e9 + 1, 1e9 + 3]));
    expect(point!.dispersion).toBeCloseTo(Math.SQRT2, 6);
  });

  it('I-MR: each value with |xᵢ − xᵢ₋₁|, none for the first', () => {
    expect(chartPoints('i-mr', groups([5], [8], [6])).map((p) => [p.value, p.dispersion, p.n])).toEqual([
      [5, null, 1],
      [8, 3, 1],
      [6, 2, 1],
    ]);
  });

  it('attribute charts: p = count/size, np = count, c = count, u = count/size, n the size', () => {
    const subgroups = groups([3], [0], [5]);
    const sizes = [10, 20, 25];
    expect(chartPoints('p', subgroups, sizes).map((p) => [p.value, p.n, p.dispersion])).toEqual([
      [0.3, 10, null],
      [0, 20, null],
      [0.2, 25, null],
    ]);
    expect(chartPoints('np', subgroups, sizes).map((p) => p.value)).toEqual([3, 0, 5]);
    expect(chartPoints('u', subgroups, sizes).map((p) => p.value)).toEqual([0.3, 0, 0.2]);
    expect(chartPoints('c', subgroups).map((p) => [p.value, p.n])).toEqual([
      [3, 1],
      [0, 1],
      [5, 1],
    ]);
    expect(chartPoints('c', subgroups, sizes).map((p) => p.t)).toEqual([0, 1000, 2000]);
  });

  it('no subgroups, no points', () => {
    expect(chartPoints('xbar-r', [])).toEqual([]);
    expect(chartPoints('p', [], [])).toEqual([]);
  });

  const refusals: [string, () => unknown][] = [
    ['an empty subgroup', () => chartPoints('xbar-r', groups([]))],
    ['an I-MR subgroup of two values', () => chartPoints('i-mr', groups([1, 2]))],
    ['an attribute subgroup of two values', () => chartPoints('c', groups([1, 2]))],
    ['a p chart without sizes', () => chartPoints('p', groups([1]))],
    ['a u chart with a size of 0', () => chartPoints('u', groups([1]), [0])],
  ];
  it.each(refusals)('refuses %s with a RangeError', (_, call) => expect(call).toThrow(RangeError));
});
