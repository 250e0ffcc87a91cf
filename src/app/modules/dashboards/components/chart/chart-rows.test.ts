import { describe, expect, it } from 'vitest';
import { chartRows } from './chart-rows.js';

describe('chartRows', () => {
  it('merges the series by instant in time order, null where a series has no point', () => {
    const a = { times: [Date.parse('2026-03-10T10:05:00Z'), Date.parse('2026-03-10T10:00:00Z')], values: [2, 1] };
    const b = { times: [Date.parse('2026-03-10T10:05:00Z'), Date.parse('2026-03-10T10:10:00Z')], values: [20, null] };
    expect(chartRows([a, b])).toEqual([
      { t: Date.parse('2026-03-10T10:00:00Z'), s0: 1, s1: null },
      { t: Date.parse('2026-03-10T10:05:00Z'), s0: 2, s1: 20 },
      { t: Date.parse('2026-03-10T10:10:00Z'), s0: null, s1: null },
    ]);
  });

  it('has no rows without points', () => {
    expect(chartRows([{ times: [], values: [] }])).toEqual([]);
  });
});
