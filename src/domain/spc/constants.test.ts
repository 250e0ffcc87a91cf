import { describe, expect, it } from 'vitest';
import { c4Of, constantsFromDefinitions, constantsFromFactors, d2Of, d3Of, type DefinedConstants } from './constants-definitions.js';
import { preciseFactors, SPC_CONSTANTS_TABLE, spcConstants } from './constants.js';

const SIZES = Array.from({ length: 24 }, (_, i) => i + 2);
const defined = new Map<number, DefinedConstants>(SIZES.map((n) => [n, constantsFromDefinitions(n)]));

/** Decimals printed in Montgomery's Appendix VI for each column. */
const DECIMALS = { A2: 3, A3: 3, c4: 4, B3: 3, B4: 3, d2: 3, d3: 3, D3: 3, D4: 3 } as const;
type Column = keyof typeof DECIMALS;

/**
 * Printed entries that are one unit in the last place off the correctly rounded definition
 * (e.g. D4 for n = 3: 1 + 3·0.888368/1.692569 = 2.57459, printed 2.574 = 1 + 3·0.888/1.693 from rounded factors).
 */
const PRINTED_OFF_BY_ONE: Readonly<Record<number, readonly Column[]>> = {
  3: ['D4'],
  18: ['D4'],
  19: ['d3', 'D3', 'D4'],
  22: ['D3', 'D4'],
  24: ['D3'],
};

const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

describe('the definitions of c4, d2 and d3', () => {
  it('match their closed forms for n = 2 and 3', () => {
    // c4(2) = √(2/π), c4(3) = √π/2; the range of two normals is |X1 − X2| ~ half-normal with variance 2
    // (d2 = 2/√π, d3 = √(2 − 4/π)); for three, E[W] = 3/√π (Tippett 1925).
    expect(c4Of(2)).toBeCloseTo(Math.sqrt(2 / Math.PI), 14);
    expect(c4Of(3)).toBeCloseTo(Math.sqrt(Math.PI) / 2, 14);
    expect(d2Of(2)).toBeCloseTo(2 / Math.sqrt(Math.PI), 10);
    expect(d3Of(2)).toBeCloseTo(Math.sqrt(2 - 4 / Math.PI), 9);
    expect(d2Of(3)).toBeCloseTo(3 / Math.sqrt(Math.PI), 10);
  });

  it('c4 and d2 grow with n, c4 towards 1, and d3 falls from n = 3 on', () => {
    for (const n of SIZES.slice(1)) {
      const now = defined.get(n)!;
      const before = defined.get(n - 1)!;
      expect(now.c4).toBeGreaterThan(before.c4);
      expect(now.c4).toBeLessThan(1);
      expect(now.d2).toBeGreaterThan(before.d2);
      if (n > 3) expect(now.d3).toBeLessThan(before.d3);
    }
  });

  it('refuse n below 2 and non-integers', () => {
    for (const n of [1, 0, -3, 2.5, Number.NaN]) {
      expect(() => c4Of(n)).toThrow(RangeError);
      expect(() => d2Of(n)).toThrow(RangeError);
      expect(() => d3Of(n)).toThrow(RangeError);
    }
  });
});

describe('the published table (Montgomery, Appendix VI)', () => {
  for (const n of SIZES) {
    it(`n = ${n}: every entry is the definition rounded to the printed decimals`, () => {
      const row = SPC_CONSTANTS_TABLE[n]!;
      const exact = defined.get(n)!;
      for (const column of Object.keys(DECIMALS) as Column[]) {
        const decimals = DECIMALS[column];
        const printed = row[column];
        const unit = 10 ** -decimals;
        if (PRINTED_OFF_BY_ONE[n]?.includes(column)) {
          expect(printed, `${column} is listed as a misprint`).not.toBe(roundTo(exact[column], decimals));
          expect(Math.abs(printed - exact[column]), column).toBeLessThan(unit);
        } else {
          expect(printed, column).toBe(roundTo(exact[column], decimals));
        }
      }
    });
  }

  it('has exactly the rows 2 to 25', () => {
    expect(Object.keys(SPC_CONSTANTS_TABLE).map(Number)).toEqual(SIZES);
  });
});

describe('spcConstants', () => {
  it('answers the printed row without d3', () => {
    expect(spcConstants(5)).toEqual({ A2: 0.577, A3: 1.427, c4: 0.94, B3: 0, B4: 2.089, d2: 2.326, D3: 0, D4: 2.114 });
    expect(spcConstants(25)).toEqual({ A2: 0.153, A3: 0.606, c4: 0.9896, B3: 0.565, B4: 1.435, d2: 3.931, D3: 0.459, D4: 1.541 });
  });

  it('throws a RangeError outside 2–25 and for non-integers', () => {
    for (const n of [1, 26, 0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => spcConstants(n)).toThrow(RangeError);
  });
});

describe('preciseFactors', () => {
  it.each(SIZES)('n = %i: c4, d2 and d3 are the definitions to nine decimals', (n) => {
    const exact = defined.get(n)!;
    const precise = preciseFactors(n);
    // Rounding (5e-10) plus the integration's error (about 1e-9; c4 is exact).
    expect(Math.abs(precise.c4 - exact.c4)).toBeLessThanOrEqual(5e-10);
    expect(Math.abs(precise.d2 - exact.d2)).toBeLessThanOrEqual(1.5e-9);
    expect(Math.abs(precise.d3 - exact.d3)).toBeLessThanOrEqual(1.5e-9);
  });

  it('give the published A2, A3, B3, B4, D3 and D4 at k = 3 (up to the listed misprints)', () => {
    for (const n of SIZES) {
      const derived = constantsFromFactors(n, preciseFactors(n), 3);
      for (const column of ['A2', 'A3', 'B3', 'B4', 'D3', 'D4'] as const) {
        if (PRINTED_OFF_BY_ONE[n]?.includes(column)) continue;
        expect(roundTo(derived[column], 3), `n = ${n} ${column}`).toBe(SPC_CONSTANTS_TABLE[n]![column]);
      }
    }
  });

  it('throws a RangeError outside 2–25', () => {
    expect(() => preciseFactors(1)).toThrow(RangeError);
    expect(() => preciseFactors(26)).toThrow(RangeError);
  });
});
