import { describe, expect, it } from 'vitest';
import { stopTest } from './stop-condition.js';

describe('stopTest', () => {
  it.each([
    ['equal', 0, [0], [1, -1, 0.5]],
    ['notEqual', 1, [0, 2, -1], [1]],
    ['less', 1, [0, 0.99, -5], [1, 2]],
    ['lessOrEqual', 1, [1, 0], [1.01, 3]],
    ['greater', 10, [10.5, 11], [10, 0]],
    ['greaterOrEqual', 10, [10, 20], [9.99]],
  ] as const)('%s %d', (condition, stopValue, stopped, running) => {
    const isStopped = stopTest(condition, stopValue);
    for (const value of stopped) expect(isStopped(value)).toBe(true);
    for (const value of running) expect(isStopped(value)).toBe(false);
  });

  it('defaults to equal to 0 without settings', () => {
    const isStopped = stopTest(null, null);
    expect(isStopped(0)).toBe(true);
    expect(isStopped(1)).toBe(false);
    expect(stopTest('unknown', 5)(5)).toBe(true);
  });
});
