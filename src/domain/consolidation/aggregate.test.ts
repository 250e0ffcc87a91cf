import { describe, expect, it } from 'vitest';
import { aggregate, type AggregationKind, type Sample } from './aggregate.js';

const S = (pairs: [number, number][]): Sample[] => pairs.map(([t, v]) => ({ t, v }));

describe('aggregate', () => {
  const rows: { kind: AggregationKind; samples: Sample[]; expected: number | null; name: string }[] = [
    {
      name: 'AVERAGE',
      kind: 'AVERAGE',
      samples: S([
        [1, 2],
        [2, 4],
        [3, 9],
      ]),
      expected: 5,
    },
    {
      name: 'SUM',
      kind: 'SUM',
      samples: S([
        [1, 2],
        [2, 4],
        [3, 9],
      ]),
      expected: 15,
    },
    {
      name: 'DIFF last - first',
      kind: 'DIFF',
      samples: S([
        [1, 100],
        [2, 130],
        [3, 175],
      ]),
      expected: 75,
    },
    {
      name: 'DIFF uses time order, not input order',
      kind: 'DIFF',
      samples: S([
        [3, 175],
        [1, 100],
        [2, 130],
      ]),
      expected: 75,
    },
    {
      name: 'DIFF may be negative',
      kind: 'DIFF',
      samples: S([
        [1, 10],
        [2, 4],
      ]),
      expected: -6,
    },
    { name: 'DIFF of one sample is 0', kind: 'DIFF', samples: S([[1, 10]]), expected: 0 },
    { name: 'AVERAGE empty', kind: 'AVERAGE', samples: [], expected: null },
    { name: 'SUM empty', kind: 'SUM', samples: [], expected: null },
    { name: 'DIFF empty', kind: 'DIFF', samples: [], expected: null },
    {
      name: 'non-finite values ignored',
      kind: 'AVERAGE',
      samples: S([
        [1, Number.NaN],
        [2, 4],
        [3, 6],
      ]),
      expected: 5,
    },
    { name: 'only non-finite values -> null', kind: 'SUM', samples: S([[1, Number.NaN]]), expected: null },
  ];
  it.each(rows)('$name', ({ kind, samples, expected }) => {
    expect(aggregate(kind, samples)).toBe(expected);
  });

  it('rejects an unknown kind', () => {
    expect(() => aggregate('CALC' as AggregationKind, S([[1, 1]]))).toThrow(RangeError);
  });
});
