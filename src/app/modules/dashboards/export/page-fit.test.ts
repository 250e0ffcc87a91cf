import { describe, expect, it } from 'vitest';
import { a4Landscape, fitInside, imageArea } from './page-fit.js';

describe('fitting a tab image on an A4 landscape page (ISO 216, 297 × 210 mm)', () => {
  it('leaves the margins and the header out of the image area', () => {
    expect(imageArea(40)).toEqual({ x: 12, y: 40, width: 273, height: 158 });
    expect(imageArea(0)).toEqual({ x: 12, y: 12, width: 273, height: 186 });
    expect(imageArea(a4Landscape.height).height).toBe(0);
  });

  it('object-fit contain: a wide image takes the width, at the top', () => {
    const fit = fitInside({ width: 1280, height: 400 }, { x: 12, y: 40, width: 273, height: 158 });
    expect(fit.width).toBeCloseTo(273);
    expect(fit.height).toBeCloseTo(85.3125);
    expect([fit.x, fit.y]).toEqual([12, 40]);
  });

  it('object-fit contain: a tall image takes the height, centred across', () => {
    const fit = fitInside({ width: 1280, height: 1600 }, { x: 12, y: 40, width: 273, height: 158 });
    expect(fit.height).toBeCloseTo(158);
    expect(fit.width).toBeCloseTo(126.4);
    expect(fit.x).toBeCloseTo(12 + (273 - 126.4) / 2);
    expect(fit.width / fit.height).toBeCloseTo(1280 / 1600);
  });

  it('gives an empty box for an empty image or no room', () => {
    expect(fitInside({ width: 0, height: 10 }, { x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 0, height: 0 });
    expect(fitInside({ width: 10, height: 10 }, { x: 1, y: 2, width: 3, height: 0 })).toEqual({ x: 1, y: 2, width: 0, height: 0 });
  });
});
