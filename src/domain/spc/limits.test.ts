import { describe, expect, it } from 'vitest';
import { attributeLimits, variableLimits } from './limits.js';
import { spcConstants } from './constants.js';
import {
  CIRCUIT_NONCONFORMITIES,
  COMPUTER_NONCONFORMITIES,
  DYED_CLOTH_NONCONFORMITIES,
  DYED_CLOTH_UNITS,
  ORANGE_JUICE_NONCONFORMING,
  PISTON_RINGS,
} from './textbook-data.test-fixtures.js';

/** |actual − printed| within half a unit of the printed last decimal. */
const expectPrinted = (actual: number, printed: number, decimals: number): void => {
  expect(Math.abs(actual - printed)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
};

describe("variableLimits: Montgomery's piston rings (25 samples of 5)", () => {
  // Hand sums of the data: Σx = 9250.147 over 125 values; ΣR = 0.569 over 25 samples;
  // S̄ = 0.0092400366 (Python's statistics.stdev per sample, averaged).
  const grandMean = 9250.147 / 125;
  const averageRange = 0.569 / 25;
  const averageS = 0.0092400366;
  const n5 = spcConstants(5);

  it("X̄-R: the book's x̿ = 74.001, R̄ = 0.023 and limits 73.988 – 74.014, R chart from 0", () => {
    const limits = variableLimits('xbar-r', PISTON_RINGS, 3);
    expect(limits.center).toBeCloseTo(grandMean, 10);
    expect(limits.dispersion!.center).toBeCloseTo(averageRange, 12);
    expectPrinted(limits.center, 74.001, 3);
    expectPrinted(limits.dispersion!.center, 0.023, 3);
    expectPrinted(limits.lcl, 73.988, 3);
    expectPrinted(limits.ucl, 74.014, 3);
    expect(limits.dispersion!.lcl).toBe(0);
  });

  it('X̄-R at k = 3 is x̿ ± A2·R̄ and R̄·D4 with the published n = 5 constants (A2 = 0.577, D3 = 0, D4 = 2.114)', () => {
    const limits = variableLimits('xbar-r', PISTON_RINGS, 3);
    // The printed constants carry ±0.0005 of rounding, hence the tolerance of 0.0005·R̄.
    expect(Math.abs(limits.ucl - (grandMean + n5.A2 * averageRange))).toBeLessThanOrEqual(0.0005 * averageRange);
    expect(Math.abs(limits.lcl - (grandMean - n5.A2 * averageRange))).toBeLessThanOrEqual(0.0005 * averageRange);
    expect(Math.abs(limits.dispersion!.ucl - n5.D4 * averageRange)).toBeLessThanOrEqual(0.0005 * averageRange);
    expect(limits.dispersion!.lcl).toBe(n5.D3 * averageRange);
    // σ of x̄ = R̄/(d2√n) with d2 = 2.326 printed.
    expect(Math.abs(limits.sigma * Math.sqrt(5) - averageRange / n5.d2)).toBeLessThan(0.0005 * averageRange);
  });

  it('X̄-S: x̿ ± A3·S̄ (A3 = 1.427), S chart up to B4·S̄ (B4 = 2.089), B3 = 0', () => {
    const limits = variableLimits('xbar-s', PISTON_RINGS, 3);
    expect(limits.center).toBeCloseTo(grandMean, 10);
    expect(limits.dispersion!.center).toBeCloseTo(averageS, 10);
    expect(Math.abs(limits.ucl - (grandMean + n5.A3 * averageS))).toBeLessThanOrEqual(0.0005 * averageS);
    expect(Math.abs(limits.lcl - (grandMean - n5.A3 * averageS))).toBeLessThanOrEqual(0.0005 * averageS);
    expect(Math.abs(limits.dispersion!.ucl - n5.B4 * averageS)).toBeLessThanOrEqual(0.0005 * averageS);
    expect(limits.dispersion!.lcl).toBe(0);
    expectPrinted(limits.lcl, 73.988, 3);
    expectPrinted(limits.ucl, 74.014, 3);
  });

  it('k scales the distance to the limits and leaves sigma and the centers alone', () => {
    const at3 = variableLimits('xbar-r', PISTON_RINGS, 3);
    const at2 = variableLimits('xbar-r', PISTON_RINGS, 2);
    expect(at2.sigma).toBe(at3.sigma);
    expect(at2.center).toBe(at3.center);
    expect(at2.ucl - at2.center).toBeCloseTo((2 / 3) * (at3.ucl - at3.center), 12);
    expect(at2.dispersion!.ucl - at2.dispersion!.center).toBeCloseTo((2 / 3) * (at3.dispersion!.ucl - at3.dispersion!.center), 12);
  });
});

describe('variableLimits: small integer data worked by hand', () => {
  it('I-MR of 10, 12, 11, 15, 13: x̄ = 12.2, MR̄ = (2+1+4+2)/4 = 2.25, σ̂ = MR̄/d2(2)', () => {
    const d2 = 2 / Math.sqrt(Math.PI); // d2 for n = 2 exactly (1.128)
    const d3 = Math.sqrt(2 - 4 / Math.PI); // d3 for n = 2 exactly (0.853)
    const limits = variableLimits('i-mr', [[10], [12], [11], [15], [13]], 3);
    expect(limits.center).toBeCloseTo(12.2, 12);
    expect(limits.sigma).toBeCloseTo(2.25 / d2, 8);
    expect(limits.lcl).toBeCloseTo(12.2 - (3 * 2.25) / d2, 8);
    expect(limits.ucl).toBeCloseTo(12.2 + (3 * 2.25) / d2, 8);
    expect(limits.dispersion!.center).toBeCloseTo(2.25, 12);
    expect(limits.dispersion!.lcl).toBe(0);
    expect(limits.dispersion!.ucl).toBeCloseTo(2.25 * (1 + (3 * d3) / d2), 8);
    // The published D4(2) = 3.267 and d2(2) = 1.128, each rounded to ±0.0005.
    expect(Math.abs(limits.dispersion!.ucl - 3.267 * 2.25)).toBeLessThanOrEqual(0.0005 * 2.25);
    expect(Math.abs(limits.sigma - 2.25 / 1.128)).toBeLessThanOrEqual((2.25 / 1.128) * (0.0005 / 1.128));
  });

  it('X̄-R of [1,2,3], [2,4,6], [3,3,3]: x̿ = 3, R̄ = (2+4+0)/3 = 2, σ of x̄ = 2/(d2(3)√3)', () => {
    const d2 = 3 / Math.sqrt(Math.PI); // d2 for n = 3 exactly (1.693)
    const limits = variableLimits(
      'xbar-r',
      [
        [1, 2, 3],
        [2, 4, 6],
        [3, 3, 3],
      ],
      3,
    );
    expect(limits.center).toBe(3);
    expect(limits.dispersion!.center).toBe(2);
    expect(limits.sigma).toBeCloseTo(2 / (d2 * Math.sqrt(3)), 8);
    // A2(3) = 1.023 (±0.0005) and D4(3) = 2.574 (printed one unit low: 2.5746).
    expect(Math.abs(limits.ucl - (3 + 1.023 * 2))).toBeLessThanOrEqual(0.0005 * 2);
    expect(Math.abs(limits.dispersion!.ucl - 2.574 * 2)).toBeLessThanOrEqual(0.001 * 2);
    expect(limits.lclByPoint).toBeUndefined();
  });

  it('X̄-S of [1,3], [2,6]: s = √2 and √8, S̄ = 3√2/2, σ̂ = S̄/c4(2) with c4(2) = √(2/π)', () => {
    const c4 = Math.sqrt(2 / Math.PI);
    const averageS = (3 * Math.SQRT2) / 2;
    const limits = variableLimits(
      'xbar-s',
      [
        [1, 3],
        [2, 6],
      ],
      3,
    );
    expect(limits.center).toBe(3);
    expect(limits.dispersion!.center).toBeCloseTo(averageS, 12);
    expect(limits.sigma).toBeCloseTo(averageS / c4 / Math.SQRT2, 8);
    expect(limits.dispersion!.ucl).toBeCloseTo(averageS * (1 + (3 * Math.sqrt(1 - c4 * c4)) / c4), 8);
    expect(limits.dispersion!.lcl).toBe(0);
  });

  it('unequal sizes: weighted grand mean, σ̂ the mean of Rᵢ/d2(nᵢ), limits per point and at the average size', () => {
    const d2of2 = 2 / Math.sqrt(Math.PI);
    const d2of3 = 3 / Math.sqrt(Math.PI);
    const limits = variableLimits(
      'xbar-r',
      [
        [1, 3],
        [4, 5, 6],
      ],
      3,
    );
    const sigmaWithin = (2 / d2of2 + 2 / d2of3) / 2;
    expect(limits.center).toBe(19 / 5);
    expect(limits.sigma).toBeCloseTo(sigmaWithin / Math.sqrt(2.5), 8);
    expect(limits.ucl).toBeCloseTo(19 / 5 + (3 * sigmaWithin) / Math.sqrt(2.5), 8);
    expect(limits.uclByPoint![0]).toBeCloseTo(19 / 5 + (3 * sigmaWithin) / Math.SQRT2, 8);
    expect(limits.lclByPoint![1]).toBeCloseTo(19 / 5 - (3 * sigmaWithin) / Math.sqrt(3), 8);
    // The R chart of subgroups of round(2.5) = 3 with σ̂ as the standard: center d2(3)·σ̂.
    expect(limits.dispersion!.center).toBeCloseTo(d2of3 * sigmaWithin, 8);
  });

  it('all values equal: the limits close on the center', () => {
    const limits = variableLimits(
      'xbar-s',
      [
        [5, 5],
        [5, 5],
      ],
      3,
    );
    expect(limits).toEqual({ center: 5, lcl: 5, ucl: 5, sigma: 0, dispersion: { center: 0, lcl: 0, ucl: 0 } });
  });
});

describe('variableLimits refuses', () => {
  const cases: [string, () => unknown][] = [
    ['no subgroups', () => variableLimits('xbar-r', [], 3)],
    ['a subgroup of one value on X̄-R', () => variableLimits('xbar-r', [[1, 2], [3]], 3)],
    ['a subgroup of 26 values', () => variableLimits('xbar-s', [Array.from({ length: 26 }, (_, i) => i)], 3)],
    ['an I-MR chart of one value', () => variableLimits('i-mr', [[1]], 3)],
    ['an I-MR subgroup of two values', () => variableLimits('i-mr', [[1], [2, 3]], 3)],
    ['a value that is not finite', () => variableLimits('xbar-r', [[1, Number.NaN]], 3)],
    ['k = 0', () => variableLimits('xbar-r', [[1, 2]], 0)],
    ['k = −3', () => variableLimits('i-mr', [[1], [2]], -3)],
  ];
  it.each(cases)('%s with a RangeError', (_, call) => expect(call).toThrow(RangeError));
});

describe("attributeLimits: Montgomery's examples", () => {
  it('p chart of the orange-juice cans: p̄ = 0.2313, UCL = 0.4102, LCL = 0.0524 (§7.2.1)', () => {
    const sizes = ORANGE_JUICE_NONCONFORMING.map(() => 50);
    const limits = attributeLimits('p', ORANGE_JUICE_NONCONFORMING, sizes, 3);
    expect(limits.center).toBe(347 / 1500);
    expectPrinted(limits.center, 0.2313, 4);
    expectPrinted(limits.ucl, 0.4102, 4);
    expectPrinted(limits.lcl, 0.0524, 4);
    expect(limits.sigma).toBeCloseTo(Math.sqrt(((347 / 1500) * (1153 / 1500)) / 50), 14);
    expect(limits.lclByPoint).toBeUndefined();
  });

  it('np chart of the same cans is the p chart times n = 50', () => {
    const sizes = ORANGE_JUICE_NONCONFORMING.map(() => 50);
    const p = attributeLimits('p', ORANGE_JUICE_NONCONFORMING, sizes, 3);
    const np = attributeLimits('np', ORANGE_JUICE_NONCONFORMING, sizes, 3);
    expect(np.center).toBeCloseTo(50 * p.center, 12);
    expect(np.lcl).toBeCloseTo(50 * p.lcl, 12);
    expect(np.ucl).toBeCloseTo(50 * p.ucl, 12);
    expect(np.sigma).toBeCloseTo(50 * p.sigma, 12);
  });

  it('c chart of the circuit boards: c̄ = 516/26 = 19.85, LCL = 6.48, UCL ≈ 33.22 (§7.3.1)', () => {
    const limits = attributeLimits('c', CIRCUIT_NONCONFORMITIES, [], 3);
    expect(limits.center).toBe(516 / 26);
    expectPrinted(limits.center, 19.85, 2);
    expectPrinted(limits.lcl, 6.48, 2);
    // The book adds 3√19.85 to the rounded c̄ (33.216 → 33.22); unrounded it is 33.211.
    expect(limits.ucl).toBeCloseTo(516 / 26 + 3 * Math.sqrt(516 / 26), 12);
    expect(Math.abs(limits.ucl - 33.22)).toBeLessThan(0.01);
  });

  it('u chart of the personal computers: ū = 1.93, UCL = 3.79, LCL = 0.07 (§7.3.1)', () => {
    const limits = attributeLimits(
      'u',
      COMPUTER_NONCONFORMITIES,
      COMPUTER_NONCONFORMITIES.map(() => 5),
      3,
    );
    expect(limits.center).toBeCloseTo(1.93, 12);
    expectPrinted(limits.ucl, 3.79, 2);
    expectPrinted(limits.lcl, 0.07, 2);
  });

  it('u chart of the dyed cloth, variable size: ū = 153/107.5 = 1.42, limits ū ± 3√(ū/nᵢ) per roll (§7.3.2)', () => {
    const limits = attributeLimits('u', DYED_CLOTH_NONCONFORMITIES, DYED_CLOTH_UNITS, 3);
    const u = 153 / 107.5;
    expect(limits.center).toBe(u);
    expectPrinted(limits.center, 1.42, 2);
    DYED_CLOTH_UNITS.forEach((n, i) => {
      expect(limits.uclByPoint![i]).toBeCloseTo(u + 3 * Math.sqrt(u / n), 12);
      expect(limits.lclByPoint![i]).toBeCloseTo(u - 3 * Math.sqrt(u / n), 12);
    });
    expect(limits.sigma).toBeCloseTo(Math.sqrt(u / 10.75), 12); // average size 107.5/10
  });
});

describe('attributeLimits: clipping and unequal p sizes', () => {
  it("clips the lower limit at 0 and p's upper limit at 1", () => {
    const low = attributeLimits('p', [1, 0, 1], [10, 10, 10], 3);
    expect(low.lcl).toBe(0);
    const high = attributeLimits('p', [9, 10, 9], [10, 10, 10], 3);
    expect(high.ucl).toBe(1);
    expect(attributeLimits('c', [0, 1, 0], [], 3).lcl).toBe(0);
    expect(attributeLimits('np', [1, 0, 1], [10, 10, 10], 3).lcl).toBe(0);
  });

  it('p with unequal sizes: p̄ = Σd/Σn, limits at the average size and per point', () => {
    const limits = attributeLimits('p', [10, 30], [100, 200], 3);
    const p = 40 / 300;
    const sigmaAt = (n: number): number => Math.sqrt((p * (1 - p)) / n);
    expect(limits.center).toBe(p);
    expect(limits.sigma).toBeCloseTo(sigmaAt(150), 14);
    expect(limits.ucl).toBeCloseTo(p + 3 * sigmaAt(150), 14);
    expect(limits.uclByPoint).toEqual([p + 3 * sigmaAt(100), p + 3 * sigmaAt(200)]);
    expect(limits.lclByPoint).toEqual([p - 3 * sigmaAt(100), p - 3 * sigmaAt(200)]);
  });
});

describe('attributeLimits refuses', () => {
  const cases: [string, () => unknown][] = [
    ['no counts', () => attributeLimits('c', [], [], 3)],
    ['a negative count', () => attributeLimits('c', [1, -1], [], 3)],
    ['fewer sizes than counts', () => attributeLimits('p', [1, 2], [10], 3)],
    ['a size of 0', () => attributeLimits('u', [1, 2], [1, 0], 3)],
    ['more defectives than the sample', () => attributeLimits('p', [11], [10], 3)],
    ['np with unequal sizes', () => attributeLimits('np', [1, 2], [10, 20], 3)],
    ['k = 0', () => attributeLimits('c', [1], [], 0)],
  ];
  it.each(cases)('%s with a RangeError', (_, call) => expect(call).toThrow(RangeError));
});
