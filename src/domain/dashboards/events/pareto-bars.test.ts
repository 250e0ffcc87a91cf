import { describe, expect, it } from 'vitest';
import { paretoBars, type ParetoSumRow } from './pareto-bars.js';

const MIN = 60_000;
const row = (key: number | null, minutes: number, count: number): ParetoSumRow => ({
  key,
  label: key === null ? null : `M${key}`,
  color: null,
  durationMs: minutes * MIN,
  count,
});
const rows = [row(1, 10, 1), row(2, 50, 2), row(null, 20, 8), row(3, 15, 4), row(4, 5, 5)];

describe('paretoBars (Juran, Quality Control Handbook: Pareto diagram)', () => {
  it('sorts by stop time, biggest first, with each share and the cumulative share ending at 100 %', () => {
    const { bars, total } = paretoBars(rows, 'duration', 10);
    expect(total).toBe(100 * MIN);
    expect(bars.map((bar) => [bar.key, bar.kind, bar.share, bar.cumulativeShare])).toEqual([
      [2, 'motive', 0.5, 0.5],
      [null, 'noMotive', 0.2, 0.7],
      [3, 'motive', 0.15, 0.85],
      [1, 'motive', 0.1, 0.95],
      [4, 'motive', 0.05, 1],
    ]);
  });

  it('ranks by number of stops when asked, ties broken by stop time', () => {
    const { bars, total } = paretoBars([...rows, row(5, 30, 5)], 'count', 10);
    expect(total).toBe(25);
    expect(bars.map((bar) => bar.key)).toEqual([null, 5, 4, 3, 2, 1]);
  });

  it('sums the motives past max_bars − 1 into one Others bar drawn last (Ishikawa, Guide to Quality Control)', () => {
    const { bars } = paretoBars(rows, 'duration', 3);
    expect(bars).toHaveLength(3);
    expect(bars[2]).toMatchObject({ kind: 'others', key: null, rows: 3, durationMs: 30 * MIN, count: 10, share: 0.3, cumulativeShare: 1 });
  });

  it('keeps every motive when they fit, and answers nothing for a period without stops', () => {
    expect(paretoBars(rows, 'duration', 5).bars.some((bar) => bar.kind === 'others')).toBe(false);
    expect(paretoBars([], 'duration', 10)).toEqual({ bars: [], total: 0 });
  });

  it('orders equal rows by key, the stops without a motive last, whatever order the database gave', () => {
    const same = [row(null, 10, 1), row(9, 10, 1), row(2, 10, 1)];
    expect(paretoBars(same, 'duration', 10).bars.map((bar) => bar.key)).toEqual([2, 9, null]);
    expect(paretoBars([...same].reverse(), 'duration', 10).bars.map((bar) => bar.key)).toEqual([2, 9, null]);
  });
});
