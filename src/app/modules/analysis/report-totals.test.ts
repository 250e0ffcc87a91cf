import { describe, expect, it } from 'vitest';
import { reportTotal } from './report-totals.js';

describe('report totals by aggregation', () => {
  const values = [2, null, 4, 9];

  it('averages AVERAGE tags (and tags without an aggregation)', () => {
    expect(reportTotal('AVERAGE', values)).toBe(5);
    expect(reportTotal(undefined, values)).toBe(5);
  });

  it('adds SUM and DIFF tags', () => {
    expect(reportTotal('SUM', values)).toBe(15);
    expect(reportTotal('DIFF', values)).toBe(15);
  });

  it('has no total for CALC tags or empty columns', () => {
    expect(reportTotal('CALC', values)).toBeNull();
    expect(reportTotal('SUM', [null, null])).toBeNull();
  });
});
