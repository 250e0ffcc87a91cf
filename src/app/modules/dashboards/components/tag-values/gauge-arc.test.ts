import { describe, expect, it } from 'vitest';
import { arcPath, arcPoint } from './gauge-arc.js';

describe('the dial arc', () => {
  it('runs from the left end over the top to the right end', () => {
    const at = (fraction: number) => {
      const { x, y } = arcPoint(100, 100, 80, fraction);
      return [Math.round(x), Math.round(y)];
    };
    expect([at(0), at(0.5), at(1)]).toEqual([
      [20, 100],
      [100, 20],
      [180, 100],
    ]);
  });

  it('draws the small clockwise arc between two fractions', () => {
    expect(arcPath(100, 100, 80, 0, 1)).toBe('M 20 100 A 80 80 0 0 1 180 100');
  });
});
