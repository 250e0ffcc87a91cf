import { describe, expect, it } from 'vitest';
import { movedBy, percentAt } from './hmi-geometry.js';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('a point on an HMI picture, in percent of the picture', () => {
  it('is the pointer’s offset from the top left corner over the picture’s size, to a tenth of a percent', () => {
    expect(percentAt(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(percentAt(300, 150, box)).toEqual({ x: 50, y: 50 });
    expect(percentAt(500, 250, box)).toEqual({ x: 100, y: 100 });
    expect(percentAt(201.23, 70.07, box)).toEqual({ x: 25.3, y: 10 });
  });

  it('stays inside the picture when the pointer leaves it', () => {
    expect(percentAt(20, 400, box)).toEqual({ x: 0, y: 100 });
    expect(percentAt(900, -10, box)).toEqual({ x: 100, y: 0 });
  });

  it('moves by a drag in pixels, whatever width the picture is drawn at', () => {
    expect(movedBy({ x: 50, y: 50 }, 40, -20, box)).toEqual({ x: 60, y: 40 });
    expect(movedBy({ x: 50, y: 50 }, 80, -40, { ...box, width: 800, height: 400 })).toEqual({ x: 60, y: 40 });
    expect(movedBy({ x: 95, y: 5 }, 100, -100, box)).toEqual({ x: 100, y: 0 });
  });

  it('is the corner of a picture that has no size yet', () => {
    expect(percentAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});
