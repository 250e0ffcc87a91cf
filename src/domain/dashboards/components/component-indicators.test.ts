import { describe, expect, it } from 'vitest';
import { componentWeight, indicatorCount } from './component-indicators.js';

describe('indicatorCount', () => {
  it('counts tag and event ids, single or listed, at any depth', () => {
    expect(indicatorCount({ id_tag: 4 })).toBe(1);
    expect(indicatorCount({ tags: [1, 2, 3] })).toBe(3);
    expect(indicatorCount({ tags: [{ id_tag: 1, color: '#ff0000' }, { id_tag: 2 }] })).toBe(2);
    expect(indicatorCount({ id_frame: 9, series: { tags: [5] } })).toBe(2);
    expect(indicatorCount({ frames: [1, 2] })).toBe(2);
  });
  it('ignores other numbers and missing ids', () => {
    expect(indicatorCount({ min: 0, max: 10, id_tag: null })).toBe(0);
    expect(indicatorCount(null)).toBe(0);
    expect(indicatorCount('x')).toBe(0);
  });
});

describe('componentWeight', () => {
  it('is at least one, so a text or an image still counts', () => {
    expect(componentWeight({})).toBe(1);
    expect(componentWeight({ tags: [1, 2, 3] })).toBe(3);
  });
});
