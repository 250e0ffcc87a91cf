/**
 * The one-pass evaluateRules against a naive reference written from the definitions, window by window
 * (Nelson, L.S. (1984) "The Shewhart Control Chart—Tests for Special Causes", J. Quality Technology 16(4):237–239;
 * Western Electric, Statistical Quality Control Handbook (1956)). Series from a small set of values give many ties,
 * zeros and points exactly on 1, 2 and k sigma.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_NUMBERS, type RuleNumber, type Violations } from './chart-model.js';
import { evaluateRules } from './nelson-rules.js';

interface Case {
  values: number[];
  center: number;
  sigma: number;
  k: number;
  lsl: number | null;
  usl: number | null;
  rules: RuleNumber[];
}

/** Point i flagged by rule `rule`, straight from the definition. */
function referenceFlags(rule: RuleNumber, i: number, { values, center, sigma, k, lsl, usl }: Case): boolean {
  const z = (j: number) => (values[j]! - center) / sigma;
  const finite = (j: number) => Number.isFinite(values[j]!);
  if (!finite(i)) return false;
  /** The `width` points ending at i, or null when the series is too short or holds a gap there. */
  const full = (width: number): number[] | null => {
    const first = i - width + 1;
    if (first < 0) return null;
    const indexes = Array.from({ length: width }, (_, j) => first + j);
    return indexes.every(finite) ? indexes : null;
  };
  /** Up to `width` points ending at i, cut at the series start or at the last gap before i. */
  const recent = (width: number): number[] => {
    const indexes: number[] = [];
    for (let j = i; j > i - width && j >= 0 && finite(j); j--) indexes.push(j);
    return indexes;
  };
  const steps = (indexes: number[]) => indexes.slice(1).map((j) => Math.sign(values[j]! - values[j - 1]!));
  const twoSided = (width: number, needed: number, limit: number) =>
    [1, -1].some((side) => z(i) * side > limit && recent(width).filter((j) => z(j) * side > limit).length >= needed);

  switch (rule) {
    case 0:
      return (lsl !== null && values[i]! < lsl) || (usl !== null && values[i]! > usl);
    case 1:
      return Math.abs(z(i)) > k;
    case 2: {
      const run = full(9);
      return run !== null && (run.every((j) => z(j) > 0) || run.every((j) => z(j) < 0));
    }
    case 3: {
      const run = full(6);
      return run !== null && (steps(run).every((s) => s === 1) || steps(run).every((s) => s === -1));
    }
    case 4: {
      const run = full(14);
      return run !== null && steps(run).every((s, j, all) => s !== 0 && (j === 0 || s === -all[j - 1]!));
    }
    case 5:
      return twoSided(3, 2, 2);
    case 6:
      return twoSided(5, 4, 1);
    case 7: {
      const run = full(15);
      return run !== null && run.every((j) => Math.abs(z(j)) <= 1);
    }
    case 8: {
      const run = full(8);
      return run !== null && run.every((j) => Math.abs(z(j)) > 1) && run.some((j) => z(j) > 1) && run.some((j) => z(j) < -1);
    }
  }
}

function reference(input: Case): Violations {
  const violations: Violations = {};
  for (const rule of [...new Set(input.rules)].sort((a, b) => a - b)) {
    violations[`${rule}`] = input.values.flatMap((_, i) => (referenceFlags(rule, i, input) ? [i] : []));
  }
  return violations;
}

const rules = fc.subarray([...RULE_NUMBERS], { minLength: 1 });
const limit = fc.option(fc.integer({ min: -4, max: 4 }), { nil: null });

/** Small integer values around a center on whole or half sigmas: ties, zeros and exact zone borders are common. */
const smallSeries: fc.Arbitrary<Case> = fc.record({
  values: fc.array(fc.oneof({ weight: 30, arbitrary: fc.integer({ min: -4, max: 4 }) }, { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity) }), {
    maxLength: 120,
  }),
  center: fc.constantFrom(0, 0.5, -1),
  sigma: fc.constantFrom(0.5, 1, 2),
  k: fc.constantFrom(1, 1.5, 2, 3),
  lsl: limit,
  usl: limit,
  rules,
});

/** Long runs of a few values, so runs of 9, 14 and 15 and long alternations happen. */
const runsSeries: fc.Arbitrary<Case> = fc.record({
  values: fc
    .array(fc.tuple(fc.constantFrom(-1.5, -0.5, 0, 0.5, 1.5, 2.5), fc.integer({ min: 1, max: 16 }), fc.boolean()), { maxLength: 20 })
    .map((blocks) => blocks.flatMap(([value, length, zigzag]) => Array.from({ length }, (_, i) => (zigzag && i % 2 === 1 ? -value : value)))),
  center: fc.constant(0),
  sigma: fc.constant(1),
  k: fc.constantFrom(1.5, 3),
  lsl: limit,
  usl: limit,
  rules,
});

/** Any finite doubles. */
const anySeries: fc.Arbitrary<Case> = fc.record({
  values: fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 80 }),
  center: fc.double({ min: -1e3, max: 1e3, noNaN: true }),
  sigma: fc.double({ min: 1e-3, max: 1e5, noNaN: true }),
  k: fc.double({ min: 0.5, max: 6, noNaN: true }),
  lsl: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }),
  usl: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }),
  rules,
});

const evaluate = ({ values, center, sigma, k, lsl, usl, rules: asked }: Case) => evaluateRules(values, center, sigma, { k, lsl, usl, rules: asked });

describe('evaluateRules against the window-by-window reference', () => {
  it('agrees on series of small integers with ties, zeros, gaps and points on the zone borders', () => {
    fc.assert(
      fc.property(smallSeries, (input) => {
        expect(evaluate(input)).toEqual(reference(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees on series made of long runs and alternations', () => {
    fc.assert(
      fc.property(runsSeries, (input) => {
        expect(evaluate(input)).toEqual(reference(input));
      }),
      { numRuns: 1_000 },
    );
  });

  it('agrees on series of any finite values', () => {
    fc.assert(
      fc.property(anySeries, (input) => {
        expect(evaluate(input)).toEqual(reference(input));
      }),
      { numRuns: 500 },
    );
  });

  it('runs rule 0 by default exactly when a limit is given, like the reference', () => {
    fc.assert(
      fc.property(smallSeries, (input) => {
        const given = evaluateRules(input.values, input.center, input.sigma, { k: input.k, lsl: input.lsl, usl: input.usl });
        const defaults: RuleNumber[] = input.lsl === null && input.usl === null ? [1, 2, 3, 4, 5, 6, 7, 8] : [...RULE_NUMBERS];
        expect(given).toEqual(reference({ ...input, rules: defaults }));
      }),
      { numRuns: 300 },
    );
  });
});
