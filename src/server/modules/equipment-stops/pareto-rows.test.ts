import { describe, expect, it } from 'vitest';
import { paretoAnswer } from './pareto-rows.js';

const row = (key: number | null, durationMs: number, count: number) => ({ key, label: key === null ? null : `M${key}`, color: null, durationMs, count });

describe('paretoAnswer', () => {
  it('sorts by duration and adds the cumulative share: 60 + 30 + 10 of 100', () => {
    const answer = paretoAnswer([row(2, 10, 1), row(null, 30, 4), row(1, 60, 2)]);
    expect(answer.rows.map((r) => [r.key, r.cumulativeShare])).toEqual([
      [1, 0.6],
      [null, 0.9],
      [2, 1],
    ]);
    expect(answer.totalMs).toBe(100);
    expect(answer.totalCount).toBe(7);
  });
  it('breaks ties by count, then by key with stops without a motive last', () => {
    const answer = paretoAnswer([row(null, 5, 1), row(3, 5, 1), row(2, 5, 1), row(9, 5, 2)]);
    expect(answer.rows.map((r) => r.key)).toEqual([9, 2, 3, null]);
  });
  it('answers no rows and zero totals without stops', () => {
    expect(paretoAnswer([])).toEqual({ rows: [], totalMs: 0, totalCount: 0 });
  });
});
