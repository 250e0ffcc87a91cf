import { describe, expect, it } from 'vitest';
import { summarize, summaryDifference } from './summary-stats.js';

describe('summary per tag and period', () => {
  it('gives count, minimum, maximum and average, skipping gaps', () => {
    expect(summarize([{ v: 4 }, { v: null }, { v: -2 }, { v: 7 }])).toEqual({ count: 3, min: -2, max: 7, average: 3 });
  });

  it('has nothing for no values', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([{ v: null }])).toBeNull();
  });

  it('subtracts period A from period B', () => {
    const a = { count: 2, min: 1, max: 5, average: 3 };
    const b = { count: 4, min: 0, max: 9, average: 4.5 };
    expect(summaryDifference(a, b)).toEqual({ min: -1, max: 4, average: 1.5 });
    expect(summaryDifference(a, null)).toBeNull();
  });
});
