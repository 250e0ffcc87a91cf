import { describe, expect, it } from 'vitest';
import { evaluatePerBucket } from './calc-consolidated.js';
import { formulaSegments, segmentAt, segmentsIn } from './calc-formulas.js';

const DAY = 86_400_000;
const jan = (day: number) => Date.UTC(2026, 0, day);

describe('formulaSegments', () => {
  const segments = formulaSegments([
    { valid_from: '2026-01-10', formula: 'T:B * 2' },
    { valid_from: '2026-01-01', formula: 'T:A + T:B' },
    { valid_from: 'bad', formula: 'T:C' },
    { valid_from: '2026-01-20', formula: '1 +' },
  ]);

  it("orders validity periods, each until the next one's start", () => {
    expect(segments.map((s) => [s.start, s.end, s.codes])).toEqual([
      [jan(1), jan(10), ['A', 'B']],
      [jan(10), jan(20), ['B']],
      [jan(20), Infinity, []],
    ]);
    expect(segments[2]!.ast).toBeNull();
  });

  it('finds the formula of an instant and clips to a range', () => {
    expect(segmentAt(segments, jan(1) - 1)).toBeUndefined();
    expect(segmentAt(segments, jan(10))?.codes).toEqual(['B']);
    expect(segmentsIn(segments, jan(5), jan(12)).map((s) => [s.start, s.end])).toEqual([
      [jan(5), jan(10)],
      [jan(10), jan(12)],
    ]);
  });
});

describe('evaluatePerBucket', () => {
  const segments = formulaSegments([
    { valid_from: '2026-01-02', formula: 'T:A + T:B' },
    { valid_from: '2026-01-04', formula: 'T:A * 10' },
  ]);

  it("applies the formula valid at each bucket start to the inputs' values of that bucket", () => {
    const inputs = new Map([
      ['A', [1, 2, 3, 4].map((d) => ({ start: jan(d), label: `2026-01-0${d}`, value: d }))],
      ['B', [2, 3].map((d) => ({ start: jan(d), label: `2026-01-0${d}`, value: 100 }))],
    ]);
    expect(evaluatePerBucket(segments, inputs)).toEqual([
      { start: jan(2), label: '2026-01-02', value: 102 },
      { start: jan(3), label: '2026-01-03', value: 103 },
      { start: jan(4), label: '2026-01-04', value: 40 },
    ]);
  });

  it('gives null where an input has no bucket', () => {
    const inputs = new Map([
      ['A', [{ start: jan(2), label: 'x', value: 1 }]],
      ['B', [{ start: jan(2) + DAY, label: 'y', value: 5 }]],
    ]);
    expect(evaluatePerBucket(segments, inputs).map((b) => b.value)).toEqual([null, null]);
  });
});
