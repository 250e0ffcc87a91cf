import { describe, expect, it } from 'vitest';
import { breakpointOfWidth, normaliseLayouts, placeItems, sameLayouts } from './grid-board-layout.js';

describe('the GridBoard layout as JSON', () => {
  it.each([
    [1400, 'lg'],
    [1200, 'lg'],
    [1000, 'md'],
    [800, 'sm'],
    [767, 'xs'],
    [0, 'xs'],
  ])('a %i px container is %s', (width, breakpoint) => {
    expect(breakpointOfWidth(width)).toBe(breakpoint);
  });

  it('keeps known screen sizes, only i x y w h, items inside the columns, sorted by id', () => {
    const given = {
      sm: [
        { i: 'b', x: 5, y: 1, w: 4, h: 2, moved: true },
        { i: 'a', x: 0, y: 0, w: 9, h: 0 },
      ],
      huge: [{ i: 'a', x: 0, y: 0, w: 1, h: 1 }],
    };
    expect(normaliseLayouts(given)).toEqual({
      sm: [
        { i: 'a', x: 0, y: 0, w: 6, h: 1 },
        { i: 'b', x: 2, y: 1, w: 4, h: 2 },
      ],
    });
  });

  it('places the items a layout misses below the others, and flows them when there is no layout', () => {
    expect(placeItems(['a', 'b', 'c'], { lg: [{ i: 'a', x: 0, y: 0, w: 12, h: 3 }] })).toEqual({
      lg: [
        { i: 'a', x: 0, y: 0, w: 12, h: 3 },
        { i: 'b', x: 0, y: 3, w: 4, h: 4 },
        { i: 'c', x: 4, y: 3, w: 4, h: 4 },
      ],
    });
    expect(placeItems(['a', 'b', 'c', 'd'], {}).lg!.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [4, 0],
      [8, 0],
      [0, 4],
    ]);
  });

  it('compares places, not key order', () => {
    expect(sameLayouts({ lg: [{ i: 'a', x: 1, y: 0, w: 2, h: 2 }] }, { lg: [{ h: 2, w: 2, y: 0, x: 1, i: 'a' }] })).toBe(true);
    expect(sameLayouts({ lg: [{ i: 'a', x: 1, y: 0, w: 2, h: 2 }] }, { lg: [{ i: 'a', x: 2, y: 0, w: 2, h: 2 }] })).toBe(false);
  });
});
