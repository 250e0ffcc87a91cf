import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { histogram } from './histogram.js';

describe('histogram', () => {
  it('Sturges: 8 values → ⌈log₂ 8⌉ + 1 = 4 bins of width (9 − 1)/4 = 2, the last closed', () => {
    expect(histogram([1, 2, 3, 4, 5, 6, 7, 9])).toEqual([
      { from: 1, to: 3, count: 2 },
      { from: 3, to: 5, count: 2 },
      { from: 5, to: 7, count: 2 },
      { from: 7, to: 9, count: 2 },
    ]);
  });

  it('Sturges: 9 values → ⌈log₂ 9⌉ + 1 = 5 bins; 100 values → 8; 500,000 → 20', () => {
    expect(histogram(Array.from({ length: 9 }, (_, i) => i))).toHaveLength(5);
    expect(histogram(Array.from({ length: 100 }, (_, i) => i))).toHaveLength(8);
    expect(histogram(Array.from({ length: 500_000 }, (_, i) => Math.sin(i)))).toHaveLength(20);
  });

  it('a value on an inner edge goes to the bin that starts there', () => {
    expect(histogram([0, 1, 2, 3, 4], 4).map((b) => b.count)).toEqual([1, 1, 1, 2]);
  });

  it('a given number of bins', () => {
    expect(histogram([0, 10], 2)).toEqual([
      { from: 0, to: 5, count: 1 },
      { from: 5, to: 10, count: 1 },
    ]);
  });

  it('all values equal → one bin; no values → none; values that are not finite are left out', () => {
    expect(histogram([2.5, 2.5, 2.5])).toEqual([{ from: 2.5, to: 2.5, count: 3 }]);
    expect(histogram([])).toEqual([]);
    expect(histogram([Number.NaN])).toEqual([]);
    expect(histogram([1, Number.NaN, 3, Number.POSITIVE_INFINITY], 2)).toEqual([
      { from: 1, to: 2, count: 1 },
      { from: 2, to: 3, count: 1 },
    ]);
  });

  it('a spread doubles cannot split into bins gives one bin', () => {
    expect(histogram([0, -5e-324])).toEqual([{ from: -5e-324, to: 0, count: 2 }]);
    expect(histogram([-1.7e308, 1.7e308])).toEqual([{ from: -1.7e308, to: 1.7e308, count: 2 }]);
  });

  it('keeps values inside their edges when the edges round together', () => {
    const values = [1e6, 1e6 + 2.3e-10, 1e6 + 4.7e-10, 1e6 + 1e-9];
    const result = histogram(values, 40);
    expect(result.reduce((s, b) => s + b.count, 0)).toBe(4);
    result.forEach((b, i) => {
      const last = i === result.length - 1;
      expect(values.filter((x) => x >= b.from && (last ? x <= b.to : x < b.to))).toHaveLength(b.count);
    });
  });

  it('refuses a number of bins that is not a positive integer', () => {
    for (const bins of [0, -1, 1.5, Number.NaN]) expect(() => histogram([1, 2], bins)).toThrow(RangeError);
  });

  it("counts every value once, inside its bin's edges, and the edges tile [min, max]", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 2, maxLength: 300 }),
        fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        (values, bins) => {
          const result = histogram(values, bins);
          expect(result.reduce((s, b) => s + b.count, 0)).toBe(values.length);
          // == rather than Object.is: −0 and 0 are the same edge.
          expect(result[0]!.from === Math.min(...values)).toBe(true);
          expect(result.at(-1)!.to === Math.max(...values)).toBe(true);
          result.forEach((b, i) => {
            if (i > 0) expect(b.from).toBe(result[i - 1]!.to);
            const last = i === result.length - 1;
            const inside = values.filter((x) => x >= b.from && (last ? x <= b.to : x < b.to)).length;
            expect(inside).toBe(b.count);
          });
        },
      ),
      {
        numRuns: 300,
        // Extremes fast-check found in longer runs: a denormal spread, and −0 beside 0.
        examples: [
          [[0, -5e-324], undefined],
          [[-0, 0], undefined],
        ],
      },
    );
  });
});
