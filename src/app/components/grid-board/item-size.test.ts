import { describe, expect, it } from 'vitest';
import { itemSizes, TITLE_BAR_PX } from './item-size.js';

describe('itemSizes', () => {
  it('spans columns and rows with the margins between them, less the title bar', () => {
    // 12 columns over 1288 px with 8 px margins: 100 px a column.
    const sizes = itemSizes([{ i: 'a', x: 0, y: 0, w: 3, h: 4 }], 12, 1288, 40, 8);
    expect(sizes.a).toEqual({ width: 316, height: 40 * 4 + 8 * 3 - TITLE_BAR_PX });
  });
  it('is zero before the board has a width', () => {
    expect(itemSizes([{ i: 'a', x: 0, y: 0, w: 3, h: 1 }], 12, 0, 40, 8).a!.width).toBe(0);
  });
});
