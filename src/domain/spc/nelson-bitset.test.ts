/**
 * The bit-parallel scan of rule 0 and Nelson's rules 1–8 (Nelson, L.S. (1984) "The Shewhart Control Chart—Tests for
 * Special Causes", J. Quality Technology 16(4):237–239; zones from Western Electric, Statistical Quality Control
 * Handbook (1956)): its word helpers against bit-by-bit definitions, and the scan on long series, where runs and
 * windows cross many word boundaries, against a point-by-point reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_NUMBERS } from './chart-model.js';
import { back, pushBits, runEnds, scanBits } from './nelson-bitset.js';

/** Point j (0–31) of a word is bit 31 − j; points −32 to −1 are those of the previous word. */
const isSet = (word: number, previous: number, point: number): boolean =>
  point >= 0 ? ((word >>> (31 - point)) & 1) === 1 : point >= -32 ? ((previous >>> (-1 - point)) & 1) === 1 : false;
const wordOf = (test: (point: number) => boolean): number =>
  Array.from({ length: 32 }, (_, j) => j).reduce((word, j) => (test(j) ? word | (1 << (31 - j)) : word), 0);

describe('word helpers', () => {
  const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

  it('back reads each point `shift` places earlier, across the word boundary', () => {
    fc.assert(
      fc.property(int32, int32, fc.integer({ min: 1, max: 31 }), (word, previous, shift) => {
        expect(back(word, previous, shift)).toBe(wordOf((j) => isSet(word, previous, j - shift)));
      }),
    );
  });

  it('runEnds flags the points ending `length` set points in a row, the previous word included', () => {
    // Mostly set bits, so that long runs happen.
    const dense = fc.tuple(int32, int32).map(([a, b]) => a | b | (a << 3));
    fc.assert(
      fc.property(dense, dense, fc.integer({ min: 2, max: 32 }), (word, previous, length) => {
        const expected = wordOf((j) => Array.from({ length }, (_, back) => j - back).every((point) => isSet(word, previous, point)));
        expect(runEnds(word, previous, length)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('pushBits lists the set points of word w in ascending order', () => {
    const into: number[] = [];
    pushBits((1 << 31) | (1 << 30) | (1 << 16) | 1, 2, into);
    expect(into).toEqual([64, 65, 79, 95]);
  });
});

/** Point i flagged by rule `rule`, window by window. */
function flags(rule: number, i: number, values: number[], center: number, sigma: number, k: number, lsl: number, usl: number): boolean {
  const finite = (j: number) => j >= 0 && Number.isFinite(values[j]!);
  const z = (j: number) => (values[j]! - center) / sigma;
  const step = (j: number) => Math.sign(values[j]! - values[j - 1]!);
  const run = (width: number, test: (j: number) => boolean) => Array.from({ length: width }, (_, back) => i - back).every((j) => finite(j) && test(j));
  const recent = (width: number, test: (j: number) => boolean) => {
    let count = 0;
    for (let j = i; j > i - width && finite(j); j--) count += test(j) ? 1 : 0;
    return count;
  };
  const twoSided = (width: number, needed: number, limit: number) =>
    [1, -1].some((side) => z(i) * side > limit && recent(width, (j) => z(j) * side > limit) >= needed);
  if (!finite(i)) return false;
  switch (rule) {
    case 0:
      return values[i]! < lsl || values[i]! > usl;
    case 1:
      return z(i) > k || z(i) < -k;
    case 2:
      return run(9, (j) => z(j) > 0) || run(9, (j) => z(j) < 0);
    case 3:
      return [1, -1].some((way) => run(6, (j) => j === i - 5 || step(j) === way));
    case 4:
      return run(14, (j) => j <= i - 13 || (step(j) !== 0 && (j === i - 12 || step(j) === -step(j - 1))));
    case 5:
      return twoSided(3, 2, 2);
    case 6:
      return twoSided(5, 4, 1);
    case 7:
      return run(15, (j) => Math.abs(z(j)) <= 1);
    default: {
      const last8 = Array.from({ length: 8 }, (_, back) => i - back);
      return run(8, (j) => Math.abs(z(j)) > 1) && last8.some((j) => z(j) > 1) && last8.some((j) => z(j) < -1);
    }
  }
}

const scan = (values: number[], center: number, sigma: number, k: number, lsl: number, usl: number) => {
  const hits = RULE_NUMBERS.map((): number[] => []);
  scanBits(values, center, sigma, k, lsl, usl, 0x1ff, hits);
  return hits;
};

describe('scanBits across word boundaries', () => {
  it('carries runs and windows from one word into the next, and restarts them after a gap in either word', () => {
    const values = Array.from({ length: 48 }, () => 0.5); // one run above from point 0 on
    const from = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, j) => first + j);
    expect(scan(values, 0, 1, 3, -Infinity, Infinity)[2]).toEqual(from(8, 47));
    values[31] = NaN; // the last point of the first word: the run starts again at 32, its 9th point is 40
    expect(scan(values, 0, 1, 3, -Infinity, Infinity)[2]).toEqual([...from(8, 30), ...from(40, 47)]);
    const windows = [...Array.from({ length: 30 }, () => 0), 1.5, 1.5, 1.5, 1.5]; // 4 of 5 reached at point 33
    expect(scan(windows, 0, 1, 3, -Infinity, Infinity)[6]).toEqual([33]);
    windows[32] = NaN;
    expect(scan(windows, 0, 1, 3, -Infinity, Infinity)[6]).toEqual([]);
  });

  it('agrees with the point-by-point reference on long series of runs, alternations and gaps', () => {
    const block = fc.tuple(fc.constantFrom(-2.5, -1.5, -0.5, 0, 0.5, 1, 1.5, 2.5, NaN, Infinity), fc.integer({ min: 1, max: 40 }), fc.boolean());
    const series = fc
      .array(block, { minLength: 1, maxLength: 60 })
      .map((blocks) =>
        blocks.flatMap(([value, length, zigzag]) => Array.from({ length }, (_, i) => (zigzag && i % 2 === 1 ? -value + 0.25 : value + i * 1e-3))),
      );
    const limits = fc.constantFrom(-Infinity, -3, -1.2, -0.5, 0.5, 1.2, 3, Infinity);
    fc.assert(
      fc.property(series, fc.constantFrom(0.5, 1, 2, 3), limits, limits, (values, k, lsl, usl) => {
        const expected = RULE_NUMBERS.map((rule) => values.flatMap((_, i) => (flags(rule, i, values, 0, 1, k, lsl, usl) ? [i] : [])));
        expect(scan(values, 0, 1, k, lsl, usl)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
