import { describe, expect, it } from 'vitest';
import { offsetParts, offsetRows, overlayRows } from './offset-axis.js';

describe('periods overlaid by the time since their start', () => {
  it('shifts rows to offsets', () => {
    expect(offsetRows([{ t: 5000, values: [1] }], 2000)).toEqual([{ t: 3000, values: [1] }]);
  });

  it('splits an offset into days, hours and minutes', () => {
    expect(offsetParts(((2 * 24 + 5) * 60 + 7) * 60_000 + 999)).toEqual({ days: 2, hours: 5, minutes: 7 });
    expect(offsetParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('merges both periods, A first then B, by offset', () => {
    const a = [
      { t: 0, values: [1, 2] },
      { t: 10, values: [3, null] },
    ];
    const b = [
      { t: 10, values: [5, 6] },
      { t: 20, values: [7, 8] },
    ];
    expect(overlayRows(a, b, 2)).toEqual([
      { t: 0, values: [1, 2, null, null] },
      { t: 10, values: [3, null, 5, 6] },
      { t: 20, values: [null, null, 7, 8] },
    ]);
  });
});
