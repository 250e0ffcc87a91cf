import { describe, expect, it } from 'vitest';
import { inTimeOrder } from './read-store.js';

describe('inTimeOrder', () => {
  it('keeps points already in time order as they are', () => {
    const times = [1, 2, 2, 5];
    const values = [10, 20, 21, 50];
    const ordered = inTimeOrder(times, values);
    expect(ordered.times).toBe(times);
    expect(ordered.values).toBe(values);
  });

  it('sorts points out of order by time, each value staying with its time', () => {
    expect(inTimeOrder([30, 10, 20], [3.5, 1.5, 2.5])).toEqual({ times: [10, 20, 30], values: [1.5, 2.5, 3.5] });
  });

  it('answers no points for none', () => {
    expect(inTimeOrder([], [])).toEqual({ times: [], values: [] });
  });
});
