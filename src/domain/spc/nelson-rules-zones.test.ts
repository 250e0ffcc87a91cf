/**
 * Nelson's zone rules 5–8 (Nelson, L.S. (1984) "The Shewhart Control Chart—Tests for Special Causes",
 * J. Quality Technology 16(4):237–239; zones A, B, C at 2 and 1 sigma as in the Western Electric Statistical
 * Quality Control Handbook (1956)) and the gaps every rule shares. Center 0 and sigma 1: z is the value itself.
 */
import { describe, expect, it } from 'vitest';
import type { RuleNumber, RuleOptions } from './chart-model.js';
import { evaluateRules } from './nelson-rules.js';

const flagged = (rule: RuleNumber, values: number[], options: RuleOptions = {}) => evaluateRules(values, 0, 1, { ...options, rules: [rule] })[`${rule}`];
const repeat = (value: number, times: number) => Array.from({ length: times }, () => value);
const negate = (values: number[]) => values.map((value) => -value);

describe('rule 5: two of three points in a row beyond 2 sigma on the same side', () => {
  it('flags the second point beyond within three, and each later one while the window holds two', () => {
    expect(flagged(5, [2.5, 0, 2.5])).toEqual([2]);
    expect(flagged(5, [0, 2.1, 2.1, 2.1])).toEqual([2, 3]);
    expect(flagged(5, [2.5, 0, 0, 2.5])).toEqual([]);
  });

  it('flags below the same way, and counts the sides apart', () => {
    expect(flagged(5, negate([2.5, 0, 2.5]))).toEqual([2]);
    expect(flagged(5, [2.5, -2.5, 0])).toEqual([]);
    expect(flagged(5, [2.5, -2.5, 2.5])).toEqual([2]);
  });

  it('does not flag a point inside although the window still holds two beyond', () => {
    expect(flagged(5, [2.5, 2.5, 0])).toEqual([1]);
    expect(flagged(5, [2.5, 2.5, 1.9, 2.5])).toEqual([1, 3]);
  });

  it('takes z = 2 as inside (beyond is strict), and whatever k', () => {
    expect(flagged(5, [2, 2.5, 2, -2, -2.5])).toEqual([]);
    expect(flagged(5, [2.5, 2.5], { k: 1.5 })).toEqual([1]);
    expect(flagged(5, [1.9, 1.9], { k: 1.5 })).toEqual([]);
  });

  it('uses the shorter window at the start of the series and after a gap', () => {
    expect(flagged(5, [3.5, 3.5])).toEqual([1]);
    expect(flagged(5, [2.5, NaN, 2.5])).toEqual([]);
    expect(flagged(5, [2.5, NaN, 2.5, 2.5])).toEqual([3]);
  });
});

describe('rule 6: four of five points in a row beyond 1 sigma on the same side', () => {
  it('flags the fourth point beyond within five, and each later one while the window holds four', () => {
    expect(flagged(6, [1.5, 1.5, 1.5, 1.5])).toEqual([3]);
    expect(flagged(6, [1.5, 0, 1.5, 1.5, 1.5])).toEqual([4]);
    expect(flagged(6, repeat(1.5, 6))).toEqual([3, 4, 5]);
    expect(flagged(6, [1.5, 1.5, 1.5, 0.5, 0.5, 1.5])).toEqual([]);
  });

  it('flags below the same way, and counts the sides apart', () => {
    expect(flagged(6, negate([1.5, 0, 1.5, 1.5, 1.5]))).toEqual([4]);
    expect(flagged(6, [1.5, -1.5, 1.5, -1.5, 1.5])).toEqual([]);
    expect(flagged(6, [1.5, -1.5, 1.5, 1.5, 1.5])).toEqual([4]);
  });

  it('does not flag a point inside although the window still holds four beyond', () => {
    expect(flagged(6, [1.5, 1.5, 1.5, 1.5, 0])).toEqual([3]);
    expect(flagged(6, [1.5, 1.5, 1.5, 1.5, 0, 1.5])).toEqual([3, 5]);
  });

  it('takes z = 1 as inside (beyond is strict), and whatever k', () => {
    expect(flagged(6, [1, 1.5, 1.5, 1.5, -1])).toEqual([]);
    expect(flagged(6, repeat(1.1, 4), { k: 4 })).toEqual([3]);
  });

  it('starts again after a gap', () => {
    expect(flagged(6, [1.5, 1.5, NaN, 1.5, 1.5])).toEqual([]);
    expect(flagged(6, [1.5, 1.5, NaN, 1.5, 1.5, 1.5, 1.5])).toEqual([6]);
  });
});

describe('rule 7: fifteen points in a row within 1 sigma', () => {
  it('flags the 15th point within, and each later one, on either side and on the center', () => {
    expect(flagged(7, repeat(0.5, 14))).toEqual([]);
    expect(flagged(7, [...repeat(0.5, 7), 0, ...repeat(-0.5, 7)])).toEqual([14]);
    expect(flagged(7, repeat(0, 17))).toEqual([14, 15, 16]);
  });

  it('takes |z| = 1 as within (within is inclusive) and starts again beyond 1 sigma or after a gap', () => {
    expect(
      flagged(
        7,
        Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? 1 : -1)),
      ),
    ).toEqual([14]);
    expect(flagged(7, [...repeat(0.5, 7), 1.01, ...repeat(0.5, 14)])).toEqual([]);
    expect(flagged(7, [...repeat(0.5, 7), -1.01, ...repeat(0.5, 15)])).toEqual([22]);
    expect(flagged(7, [...repeat(0.5, 7), NaN, ...repeat(0.5, 14)])).toEqual([]);
  });

  it('keeps its zone at 1 sigma whatever k', () => {
    expect(flagged(7, repeat(0.9, 15), { k: 1 })).toEqual([14]);
    expect(flagged(7, repeat(1.1, 15), { k: 6 })).toEqual([]);
  });
});

describe('rule 8: eight points in a row beyond 1 sigma, on both sides', () => {
  const swinging = (length: number) => Array.from({ length }, (_, i) => (i % 2 === 0 ? 1.5 : -1.5));

  it('flags the 8th point beyond with some above and some below, and each later one while that holds', () => {
    expect(flagged(8, swinging(7))).toEqual([]);
    expect(flagged(8, swinging(8))).toEqual([7]);
    expect(flagged(8, swinging(10))).toEqual([7, 8, 9]);
    expect(flagged(8, [-1.5, ...repeat(2.5, 7)])).toEqual([7]);
  });

  it('does not flag eight beyond on one side only (rule 2 and 6 territory)', () => {
    expect(flagged(8, repeat(1.5, 8))).toEqual([]);
    expect(flagged(8, repeat(-1.5, 8))).toEqual([]);
    expect(flagged(8, [-1.5, ...repeat(1.5, 8)])).toEqual([7]);
  });

  it('takes |z| = 1 as inside, which starts the run again, as does a gap', () => {
    expect(flagged(8, [...swinging(4), 1, ...swinging(7)])).toEqual([]);
    expect(flagged(8, [...swinging(4), -1, ...swinging(8)])).toEqual([12]);
    expect(flagged(8, [...swinging(4), NaN, ...swinging(7)])).toEqual([]);
  });

  it('keeps its zone at 1 sigma whatever k', () => {
    expect(
      flagged(
        8,
        swinging(8).map((z) => z * 0.8),
        { k: 0.5 },
      ),
    ).toEqual([7]);
  });
});

describe('a gap (a value that is not a finite number)', () => {
  it('is never flagged and breaks every run, whichever the rules', () => {
    const values = [...repeat(0.5, 20), NaN, Infinity, -Infinity, ...repeat(0.5, 3)];
    const all = evaluateRules(values, 0, 1, { lsl: 1, usl: 2 });
    for (const indexes of Object.values(all)) expect(indexes.filter((i) => i >= 20 && i <= 22)).toEqual([]);
    expect(all['0']).toEqual([...Array.from({ length: 20 }, (_, i) => i), 23, 24, 25]);
    expect(all['7']).toEqual([14, 15, 16, 17, 18, 19]);
  });
});
