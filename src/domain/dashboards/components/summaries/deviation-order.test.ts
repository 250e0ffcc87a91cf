import { describe, expect, it } from 'vitest';
import { deviationOrder } from './deviation-order.js';

describe('deviationOrder', () => {
  it('puts the biggest |deviation %| first, whatever its sign, then deviations without a percent, then the rest', () => {
    const rows = [
      { name: 'none', deviation: null, deviationPercent: null },
      { name: 'small', deviation: 1, deviationPercent: 2 },
      { name: 'zero goal', deviation: 5, deviationPercent: null },
      { name: 'big below', deviation: -30, deviationPercent: -15 },
      { name: 'mid above', deviation: 8, deviationPercent: 8 },
    ];
    expect(rows.sort(deviationOrder).map((row) => row.name)).toEqual(['big below', 'mid above', 'small', 'zero goal', 'none']);
  });
});
