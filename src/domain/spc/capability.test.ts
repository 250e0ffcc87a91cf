import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capability, sigmaWithinOf } from './capability.js';
import { variableLimits } from './limits.js';
import { PISTON_RINGS } from './textbook-data.test-fixtures.js';

describe('capability (AIAG SPC manual, ch. IV), worked by hand', () => {
  // 9, 10, 11, 10: μ = 10, Σ(x − μ)² = 2, s = √(2/3).
  const values = [9, 10, 11, 10];
  const s = Math.sqrt(2 / 3);

  it('two limits: Cp = (14 − 7)/(6·0.5), Cpk = min(14 − 10, 10 − 7)/(3·0.5), Pp and Ppk with s', () => {
    const result = capability(values, 0.5, 7, 14);
    expect(result.mean).toBe(10);
    expect(result.n).toBe(4);
    expect(result.sigmaWithin).toBe(0.5);
    expect(result.sigmaOverall).toBeCloseTo(s, 14);
    expect(result.cp).toBeCloseTo(7 / 3, 14);
    expect(result.cpk).toBeCloseTo(2, 14);
    expect(result.pp).toBeCloseTo(7 / (6 * s), 14);
    expect(result.ppk).toBeCloseTo(3 / (3 * s), 14);
    expect([result.lsl, result.usl]).toEqual([7, 14]);
  });

  it('an upper limit only: Cpk from the upper side, Cp null', () => {
    const result = capability(values, 0.5, null, 14);
    expect(result.cp).toBeNull();
    expect(result.pp).toBeNull();
    expect(result.cpk).toBeCloseTo(4 / 1.5, 14);
    expect(result.ppk).toBeCloseTo(4 / (3 * s), 14);
  });

  it('a lower limit only: Cpk from the lower side', () => {
    const result = capability(values, 0.5, 7, null);
    expect(result.cp).toBeNull();
    expect(result.cpk).toBeCloseTo(3 / 1.5, 14);
  });

  it('a mean outside the limits gives a negative Cpk', () => {
    expect(capability(values, 0.5, 11, 20).cpk).toBeCloseTo(-1 / 1.5, 14);
  });

  it('nulls: no limits, no or zero sigma, fewer than two values', () => {
    const none = capability(values, 0.5, null, null);
    expect([none.cp, none.cpk, none.pp, none.ppk]).toEqual([null, null, null, null]);
    const noWithin = capability(values, null, 7, 14);
    expect([noWithin.cp, noWithin.cpk]).toEqual([null, null]);
    expect(noWithin.pp).not.toBeNull();
    const flat = capability([5, 5, 5], 0, 4, 6);
    expect(flat.sigmaOverall).toBe(0);
    expect([flat.cp, flat.cpk, flat.pp, flat.ppk]).toEqual([null, null, null, null]);
    const single = capability([5], 0.5, 4, 6);
    expect(single.mean).toBe(5);
    expect(single.sigmaOverall).toBeNull();
    expect([single.cp, single.cpk, single.pp, single.ppk]).toEqual([null, null, null, null]);
    const empty = capability([], 0.5, 4, 6);
    expect(empty.n).toBe(0);
    expect(empty.mean).toBeNaN();
    expect(empty.cp).toBeNull();
  });

  it('leaves out values that are not finite', () => {
    const result = capability([9, Number.NaN, 10, 11, Number.POSITIVE_INFINITY, 10], 0.5, 7, 14);
    expect(result.n).toBe(4);
    expect(result.mean).toBe(10);
    expect(result.sigmaOverall).toBeCloseTo(s, 14);
  });
});

describe('sigmaWithinOf', () => {
  it("is R̄/d2 for the piston rings' X̄-R chart (σ of x̄ times √5), MR̄/d2 for I-MR, null for attributes", () => {
    const limits = variableLimits('xbar-r', PISTON_RINGS, 3);
    // R̄ = 0.569/25 and d2(5) = 2.325929 (constants-definitions.ts).
    expect(sigmaWithinOf('xbar-r', limits, 5)).toBeCloseTo(0.569 / 25 / 2.325929, 8);
    expect(sigmaWithinOf('i-mr', { sigma: 1.5 }, 1)).toBe(1.5);
    expect(sigmaWithinOf('p', { sigma: 0.1 }, 50)).toBeNull();
  });
});

describe('capability properties', () => {
  const sample = fc.array(
    fc.integer({ min: -10_000, max: 10_000 }).map((x) => x / 10),
    { minLength: 2, maxLength: 60 },
  );
  const positive = fc.integer({ min: 1, max: 10_000 }).map((x) => x / 100);

  it('Cpk ≤ Cp and Ppk ≤ Pp, with equality when the mean is mid-way between the limits', () => {
    fc.assert(
      fc.property(sample, positive, positive, fc.integer({ min: -100, max: 100 }), (values, sigma, halfWidth, offset) => {
        const result = capability(values, sigma, offset - halfWidth, offset + halfWidth);
        expect(result.cpk!).toBeLessThanOrEqual(result.cp! + 1e-12);
        if (result.pp !== null) expect(result.ppk!).toBeLessThanOrEqual(result.pp + 1e-12);
        const centred = capability(values, sigma, result.mean - halfWidth, result.mean + halfWidth);
        expect(centred.cpk).toBeCloseTo(centred.cp!, 9);
      }),
    );
  });

  it('shifting the values and the limits together changes no index', () => {
    fc.assert(
      fc.property(sample, positive, positive, fc.integer({ min: -1000, max: 1000 }), (values, sigma, halfWidth, shift) => {
        const before = capability(values, sigma, -halfWidth, halfWidth);
        const after = capability(
          values.map((x) => x + shift),
          sigma,
          shift - halfWidth,
          shift + halfWidth,
        );
        for (const key of ['cp', 'cpk', 'pp', 'ppk'] as const) {
          if (before[key] === null) expect(after[key]).toBeNull();
          else expect(after[key]).toBeCloseTo(before[key], 6);
        }
      }),
    );
  });
});
