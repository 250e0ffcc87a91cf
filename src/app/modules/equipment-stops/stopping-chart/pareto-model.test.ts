import { describe, expect, it } from 'vitest';
import { durationUnitOf, paretoBars } from './pareto-model.js';

const answer = {
  rows: [
    { key: 3, label: 'Setup', color: '#ff0000', durationMs: 90 * 60_000, count: 2, cumulativeShare: 0.6 },
    { key: null, label: null, color: null, durationMs: 60 * 60_000, count: 5, cumulativeShare: 1 },
  ],
  totalMs: 150 * 60_000,
  totalCount: 7,
};

describe('paretoBars', () => {
  it('keeps minutes under two hours and fills the missing motive label and colour', () => {
    expect(durationUnitOf(answer.rows)).toBe('minutes');
    const bars = paretoBars(answer, 'minutes', 'No motive', '#999');
    expect(bars.map((bar) => [bar.id, bar.label, bar.color, bar.value, bar.count, bar.cumulativePercent])).toEqual([
      ['3', 'Setup', '#ff0000', 90, 2, 60],
      ['none', 'No motive', '#999', 60, 5, 100],
    ]);
  });

  it('switches to hours for long stops and sorts the biggest first', () => {
    const long = {
      ...answer,
      rows: [
        { ...answer.rows[1]!, durationMs: 30 * 60_000 },
        { ...answer.rows[0]!, durationMs: 3 * 3_600_000 },
      ],
    };
    expect(durationUnitOf(long.rows)).toBe('hours');
    expect(paretoBars(long, 'hours', '-', '#999').map((bar) => bar.value)).toEqual([3, 0.5]);
  });
});
