import { describe, expect, it } from 'vitest';
import { keptIndexes } from './chart-reduce.js';

describe('keptIndexes', () => {
  it('keeps every subgroup when they fit', () => {
    expect(keptIndexes([3, 1, 2], 10, new Set())).toEqual([0, 1, 2]);
  });

  it('reduces with M4 (each bucket keeps its first, lowest, highest and last) and adds every violated subgroup', () => {
    const values = Array.from({ length: 1000 }, (_v, i) => Math.sin(i / 7) + (i === 500 ? 9 : 0) - (i === 733 ? 9 : 0));
    const violated = new Set([12, 13, 14, 600]);
    const kept = keptIndexes(values, 40, violated);
    expect(kept.length).toBeLessThanOrEqual(40 + violated.size);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    for (const index of [0, 999, 500, 733, ...violated]) expect(kept).toContain(index);
  });
});
