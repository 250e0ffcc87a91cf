/**
 * Rule 0 and Nelson's rules 1–4: Nelson, L.S. (1984) "The Shewhart Control Chart—Tests for Special Causes",
 * J. Quality Technology 16(4):237–239; rule 1 after Western Electric, Statistical Quality Control Handbook (1956).
 * Rules 5–8 are in nelson-rules-zones.test.ts, the comparison with a naive reference in nelson-rules.property.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { RuleNumber, RuleOptions } from './chart-model.js';
import { evaluateRules } from './nelson-rules.js';

/** The indexes one rule flags, center 0 and sigma 1 unless given: then z is the value itself. */
const flagged = (rule: RuleNumber, values: number[], options: RuleOptions & { center?: number; sigma?: number } = {}) =>
  evaluateRules(values, options.center ?? 0, options.sigma ?? 1, { ...options, rules: [rule] })[`${rule}`];
const repeat = (value: number, times: number) => Array.from({ length: times }, () => value);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('evaluateRules: options and answer', () => {
  it('runs rules 1–8 by default, and rule 0 as well when a specification limit is given', () => {
    expect(Object.keys(evaluateRules([1, 2], 0, 1))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(Object.keys(evaluateRules([1, 2], 0, 1, { usl: 5 }))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(Object.keys(evaluateRules([1, 2], 0, 1, { lsl: -5, usl: null }))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('answers a key per rule asked for, once and ascending, with an empty list when nothing is flagged', () => {
    expect(evaluateRules([0, 9], 0, 1, { rules: [3, 1, 3] })).toEqual({ '1': [1], '3': [] });
    expect(evaluateRules([], 0, 1, { rules: [0, 8] })).toEqual({ '0': [], '8': [] });
  });

  it('reads typed arrays as well as plain ones', () => {
    expect(evaluateRules(new Float64Array([0, 4, -4]), 0, 1, { rules: [1] })).toEqual({ '1': [1, 2] });
  });

  it('refuses a sigma that is not above 0 or not finite, a non-finite center, k ≤ 0, a NaN limit and unknown rules', () => {
    for (const sigma of [0, -1, NaN, Infinity]) expect(() => evaluateRules([1], 0, sigma)).toThrow(RangeError);
    expect(() => evaluateRules([1], NaN, 1)).toThrow(RangeError);
    expect(() => evaluateRules([1], 0, 1, { k: 0 })).toThrow(RangeError);
    expect(() => evaluateRules([1], 0, 1, { usl: NaN })).toThrow(RangeError);
    expect(() => evaluateRules([1], 0, 1, { rules: [9 as RuleNumber] })).toThrow(RangeError);
  });
});

describe('rule 0: outside the specification limits', () => {
  it('flags raw values strictly below lsl or above usl, not those on a limit, whatever center and sigma', () => {
    expect(flagged(0, [5, 1, 0.9, 10, 10.1, 20], { lsl: 1, usl: 10, center: 5, sigma: 100 })).toEqual([2, 4, 5]);
  });

  it('checks only the side that is given, and nothing without limits', () => {
    expect(flagged(0, [-50, 5, 11], { usl: 10 })).toEqual([2]);
    expect(flagged(0, [-50, 5, 11], { lsl: 0 })).toEqual([0]);
    expect(flagged(0, [-50, 5, 11])).toEqual([]);
  });

  it('never flags a missing value', () => {
    expect(flagged(0, [NaN, Infinity, -Infinity, 11], { lsl: 0, usl: 10 })).toEqual([3]);
  });
});

describe('rule 1: one point beyond k sigma', () => {
  it('flags |z| > 3 on both sides, not |z| exactly 3 (center 10, sigma 2)', () => {
    expect(flagged(1, [16, 16.5, 3.9, 4, 10], { center: 10, sigma: 2 })).toEqual([1, 2]);
  });

  it('follows k', () => {
    expect(flagged(1, [14, 14.2, 5.8, 6, 16.5], { center: 10, sigma: 2, k: 2 })).toEqual([1, 2, 4]);
    expect(flagged(1, [2.5, 2.6, -2.5, -2.6, 3], { k: 2.5 })).toEqual([1, 3, 4]);
  });

  it('never flags a missing value, even an infinite one', () => {
    expect(flagged(1, [Infinity, -Infinity, NaN, 4])).toEqual([3]);
  });
});

describe('rule 2: nine points in a row on one side of the center', () => {
  it('flags the 9th point of a run above, and each later point on that side', () => {
    expect(flagged(2, repeat(0.5, 8))).toEqual([]);
    expect(flagged(2, repeat(0.5, 9))).toEqual([8]);
    expect(flagged(2, repeat(0.1, 11))).toEqual([8, 9, 10]);
  });

  it('flags runs below the same way', () => {
    expect(flagged(2, [...repeat(-2, 9), 1, ...repeat(-0.1, 10)])).toEqual([8, 18, 19]);
  });

  it('starts again at a point on the center (z = 0), on the other side, or after a gap', () => {
    expect(flagged(2, [...repeat(1, 8), 0, ...repeat(1, 9)])).toEqual([17]);
    expect(flagged(2, [...repeat(1, 5), ...repeat(-1, 9)])).toEqual([13]);
    expect(flagged(2, [...repeat(1, 8), NaN, ...repeat(1, 8)])).toEqual([]);
  });

  it('judges the side by z, not by the sign of the raw value', () => {
    expect(flagged(2, repeat(9, 9), { center: 10, sigma: 2 })).toEqual([8]);
  });
});

describe('rule 3: six points in a row steadily increasing or decreasing', () => {
  it('flags the 6th point (5 strict steps) and each point that goes on the same way', () => {
    expect(flagged(3, range(1, 5))).toEqual([]);
    expect(flagged(3, range(1, 6))).toEqual([5]);
    expect(flagged(3, range(1, 8))).toEqual([5, 6, 7]);
  });

  it('flags falling runs, and a turn starts a run the other way from the turning point', () => {
    expect(flagged(3, [6, 5, 4, 3, 2, 1])).toEqual([5]);
    expect(flagged(3, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])).toEqual([5, 10]);
  });

  it('starts again at a tie (two equal values) and after a gap', () => {
    expect(flagged(3, [1, 2, 3, 3, 4, 5, 6, 7])).toEqual([]);
    expect(flagged(3, [1, 2, 3, 3, 4, 5, 6, 7, 8])).toEqual([8]);
    expect(flagged(3, [1, 2, 3, NaN, 4, 5, 6, 7, 8])).toEqual([]);
  });

  it('counts steps of any size, on any side of the center', () => {
    expect(flagged(3, [-5, -4.9, 0, 0.001, 7, 100])).toEqual([5]);
  });
});

describe('rule 4: fourteen points in a row alternating up and down', () => {
  const zigzag = (length: number, first = 0) => Array.from({ length }, (_, i) => ((i + first) % 2 === 0 ? 0 : 1));

  it('flags the 14th point (13 alternating steps) and each point that goes on alternating', () => {
    expect(flagged(4, zigzag(13))).toEqual([]);
    expect(flagged(4, zigzag(14))).toEqual([13]);
    expect(flagged(4, zigzag(16, 1))).toEqual([13, 14, 15]);
  });

  it('counts alternating steps of any size', () => {
    expect(flagged(4, [0, 3, 1, 4, 2, 5, 3, 6, 4, 7, 5, 8, 6, 9])).toEqual([13]);
  });

  it('starts again at a tie, at two steps the same way, and after a gap', () => {
    expect(flagged(4, [...zigzag(8), 1, ...zigzag(13)])).toEqual([21]);
    // 0→1 then 1→2 go up twice: the run starts again with the step to 2 (points 7 to 20)
    expect(flagged(4, [...zigzag(8), 2, ...zigzag(11)])).toEqual([]);
    expect(flagged(4, [...zigzag(8), 2, ...zigzag(12)])).toEqual([20]);
    expect(flagged(4, [...zigzag(8), NaN, ...zigzag(13)])).toEqual([]);
  });
});
