import { describe, expect, it } from 'vitest';
import { fillerMonth } from './demo-filler-timeline.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const end = Date.UTC(2026, 4, 1, 10, 0);
const shiftChanges = [3_600_000, 9 * 3_600_000, 17 * 3_600_000];

describe('fillerMonth', () => {
  const month = fillerMonth(end, 30, shiftChanges);

  it('is the same month for the same start and seed', () => {
    expect(fillerMonth(end, 30, shiftChanges)).toEqual(month);
    expect(fillerMonth(end, 30, shiftChanges, 7).stops).not.toEqual(month.stops);
  });

  it('gives a value a minute to the count and reject tags, and the state every minute and at each change', () => {
    expect(month.count).toHaveLength(30 * 1440);
    expect(month.reject).toHaveLength(30 * 1440);
    expect(month.count[0]!.ts).toBe(end - 30 * DAY);
    expect(month.count.at(-1)!.ts).toBe(end - MINUTE);
    expect(month.state.length).toBeGreaterThan(30 * 1440);
    expect(month.state.every((row, i) => i === 0 || row.ts > month.state[i - 1]!.ts)).toBe(true);
  });

  it('has disjoint stops of every kind, cleaning at each shift change, and ends running', () => {
    expect(month.stops.every((stop, i) => stop.start < stop.end && (i === 0 || stop.start > month.stops[i - 1]!.end))).toBe(true);
    const kinds = new Set(month.stops.map((stop) => stop.kind));
    expect([...kinds].sort()).toEqual(['breakdown', 'electrical', 'micro', 'microBurst', 'planned']);
    const cleanings = month.stops.filter((stop) => stop.kind === 'planned');
    expect(cleanings.length).toBeGreaterThanOrEqual(89);
    expect(cleanings.every((stop) => stop.end - stop.start === 20 * MINUTE)).toBe(true);
    const breakdowns = month.stops.filter((stop) => stop.kind === 'breakdown' || stop.kind === 'electrical');
    expect(breakdowns.every((stop) => stop.end - stop.start >= 10 * MINUTE && stop.end - stop.start < 91 * MINUTE)).toBe(true);
    const micro = month.stops.filter((stop) => stop.kind === 'micro' || stop.kind === 'microBurst');
    expect(micro.every((stop) => stop.end - stop.start >= 20_000 && stop.end - stop.start <= 90_000)).toBe(true);
    expect(month.state.at(-1)!.value).toBe(1);
    expect(month.stops.at(-1)!.end).toBeLessThanOrEqual(end - 10 * MINUTE);
  });

  it('makes about 60 bottles a running minute, none while stopped, and rejects 1 to 2 % of them', () => {
    const stoppedAt = (ts: number) => month.stops.some((stop) => stop.start <= ts && ts + MINUTE <= stop.end);
    const running = month.count.filter((row) => !month.stops.some((stop) => stop.start < row.ts + MINUTE && row.ts < stop.end));
    expect(running.every((row) => row.value >= 55 && row.value <= 65)).toBe(true);
    expect(month.count.filter((row) => stoppedAt(row.ts)).every((row) => row.value === 0)).toBe(true);
    const total = month.count.reduce((sum, row) => sum + row.value, 0);
    const rejected = month.reject.reduce((sum, row) => sum + row.value, 0);
    expect(rejected / total).toBeGreaterThan(0.01);
    expect(rejected / total).toBeLessThan(0.025);
  });
});
