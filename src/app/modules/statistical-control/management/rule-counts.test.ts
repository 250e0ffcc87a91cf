import { describe, expect, it } from 'vitest';
import { ruleCounts } from './rule-counts.js';

describe('ruleCounts', () => {
  it('lists the rules with violations in rule order, without the empty ones', () => {
    expect(ruleCounts({ '5': 2, '0': 1, '1': 0, '8': 4 })).toEqual([
      { rule: 0, count: 1 },
      { rule: 5, count: 2 },
      { rule: 8, count: 4 },
    ]);
    expect(ruleCounts({})).toEqual([]);
  });
});
