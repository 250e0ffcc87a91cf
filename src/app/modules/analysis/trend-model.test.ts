import { describe, expect, it } from 'vitest';
import type { TagSeries } from './series-types.js';
import { trendModel } from './trend-model.js';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const series = (id: number, count: number, extra: Partial<TagSeries> = {}): TagSeries => ({
  id_tag: id,
  code: `T${id}`,
  level: 'D',
  total: count,
  downsampled: false,
  points: Array.from({ length: count }, (_, index) => ({ t: at(index + 1), v: index })),
  limits: { spec_high: 10 },
  goals: [],
  ...extra,
});
const tags = [
  { id_tag: 2, code: 'T2', decimals: 3 },
  { id_tag: 1, code: 'T1' },
];

describe('the trend of an answer', () => {
  it('follows the order of the chosen tags, with their decimals and colours', () => {
    const model = trendModel([series(1, 3), series(2, 2)], tags, 'D', {}, ['red', 'blue']);
    expect(model.columns.map((column) => [column.code, column.decimals])).toEqual([
      ['T2', 3],
      ['T1', 2],
    ]);
    expect(model.lines.map((line) => [line.key, line.name, line.color])).toEqual([
      ['s0', 'T2', 'red'],
      ['s1', 'T1', 'blue'],
    ]);
    expect(model.merged[2]).toEqual({ t: Date.UTC(2026, 0, 3), values: [null, 2] });
    expect(model.limits[0]).toEqual({ code: 'T2', limits: { spec_high: 10 } });
  });

  it('offers lines only while the longest un-reduced series has under 500 points', () => {
    expect(trendModel([series(1, 499)], tags, 'D', {}, ['red', 'blue']).lineAllowed).toBe(true);
    const long = trendModel([series(1, 500), series(2, 10)], tags, 'D', {}, ['red', 'blue']);
    expect(long.lineAllowed).toBe(false);
    expect(long.mostPoints).toBe(500);
  });

  it('draws a series the server reduced as a line, however many points it kept', () => {
    const month = trendModel([series(1, 933, { level: 'raw', downsampled: true, total: 8640 })], tags, 'raw', {}, ['red', 'blue']);
    expect(month.lineAllowed).toBe(true);
    expect(month.mostPoints).toBe(0);
    const mixed = trendModel([series(1, 933, { downsampled: true }), series(2, 720)], tags, 'H', {}, ['red', 'blue']);
    expect(mixed.lineAllowed).toBe(false);
    expect(mixed.mostPoints).toBe(720);
  });

  it('lists the downsampled series and draws goals only for tags that have them', () => {
    const goal = { period_start: '2026-01-01', period_end: '2026-01-31', goal_kind: 'single' as const, value: 5, mode: 'fixed' as const };
    const model = trendModel([series(1, 3, { downsampled: true, total: 9000 }), series(2, 3, { goals: [goal] })], tags, 'D', {}, ['red', 'blue']);
    expect(model.downsampled.map((item) => item.code)).toEqual(['T1']);
    expect(model.lines[0]!.goalKey).toBe('g0');
    expect(model.lines[1]!.goalKey).toBeUndefined();
    expect(model.rows[0]!.g0).toBe(5);
  });
});
