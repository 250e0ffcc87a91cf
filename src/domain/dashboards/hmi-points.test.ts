import { describe, expect, it } from 'vitest';
import { hmiPointsOf } from './hmi-points.js';

describe('hmiPointsOf', () => {
  it('fills the defaults of a stored point (decimals 1, unit hidden)', () => {
    expect(hmiPointsOf([{ id_tag: 3, x: 10, y: 20 }])).toEqual([{ id_tag: 3, x: 10, y: 20, decimals: 1, show_unit: false }]);
  });

  it('keeps the given decimals and unit flag, and reads the JSON text of the column', () => {
    expect(hmiPointsOf(JSON.stringify([{ id_tag: 3, x: 1, y: 2, decimals: 0, show_unit: true }]))).toEqual([
      { id_tag: 3, x: 1, y: 2, decimals: 0, show_unit: true },
    ]);
  });

  it('answers none for a missing, unreadable or malformed column', () => {
    expect(hmiPointsOf(null)).toEqual([]);
    expect(hmiPointsOf('not json')).toEqual([]);
    expect(hmiPointsOf([{ x: 1 }, 'x'])).toEqual([]);
  });
});
