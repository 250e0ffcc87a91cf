import { describe, expect, it } from 'vitest';
import { mergeByTime } from './merge-series.js';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();

describe('merging series by time', () => {
  it('puts every instant once, in order, with a value per series', () => {
    const rows = mergeByTime([
      {
        points: [
          { t: at(2), v: 20 },
          { t: at(0), v: 0 },
        ],
      },
      {
        points: [
          { t: at(1), v: 1.5 },
          { t: at(2), v: null },
        ],
      },
    ]);
    expect(rows).toEqual([
      { t: Date.UTC(2026, 0, 1, 0), values: [0, null] },
      { t: Date.UTC(2026, 0, 1, 1), values: [null, 1.5] },
      { t: Date.UTC(2026, 0, 1, 2), values: [20, null] },
    ]);
  });

  it('keeps the bucket label and skips bad times', () => {
    const rows = mergeByTime([
      {
        points: [
          { t: at(0), v: 1, label: '2026-01-01' },
          { t: 'nonsense', v: 3 },
        ],
      },
      { points: [{ t: at(0), v: 2, label: '2026-01-01' }] },
    ]);
    expect(rows).toEqual([{ t: Date.UTC(2026, 0, 1), label: '2026-01-01', values: [1, 2] }]);
  });

  it('answers nothing for no series', () => {
    expect(mergeByTime([])).toEqual([]);
  });
});
