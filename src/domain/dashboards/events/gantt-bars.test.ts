import { describe, expect, it } from 'vitest';
import { ganttBars, type GanttMotive, type GanttStop } from './gantt-bars.js';

const H = 3_600_000;
const range = { from: 0, to: 10 * H };
// 100 px over 10 hours: one pixel is 6 minutes.
const PX = 6 * 60_000;
const setup: GanttMotive = { id_motive: 1, label: 'Setup', color: '#f00' };
const jam: GanttMotive = { id_motive: 2, label: 'Jam', color: '#00f' };
let id = 0;
const stop = (start: number, end: number | null, motive: GanttMotive | null = null): GanttStop => ({ id_stop: ++id, start, end, motive });

describe('ganttBars', () => {
  it('clips stops to the range and runs an open stop up to now', () => {
    const bars = ganttBars([stop(-H, H, setup), stop(9 * H, null)], range, 9.5 * H, 100);
    expect(bars.map((bar) => [bar.start, bar.end, bar.open])).toEqual([
      [0, H, false],
      [9 * H, 9.5 * H, true],
    ]);
  });

  it('keeps stops longer than a pixel as their own bars, even when close together', () => {
    const bars = ganttBars([stop(H, 2 * H), stop(2 * H + 1000, 3 * H)], range, 10 * H, 100);
    expect(bars).toHaveLength(2);
  });

  it('merges micro-stops less than a pixel apart into one counted bar, coloured by the longest', () => {
    const burst = [stop(H, H + 60_000, jam), stop(H + 2 * 60_000, H + 5 * 60_000, setup), stop(H + 6 * 60_000, H + 7 * 60_000, jam)];
    const [bar, ...rest] = ganttBars(burst, range, 10 * H, 100);
    expect(rest).toEqual([]);
    expect(bar).toMatchObject({ start: H, end: H + 7 * 60_000, stops: 3, stoppedMs: 5 * 60_000, motive: setup, mixed: true, id_stop: burst[0]!.id_stop });
  });

  it('keeps a short stop with a visible gap on both sides as its own bar', () => {
    const bars = ganttBars([stop(H, 2 * H), stop(2 * H + 2 * PX, 2 * H + 2 * PX + 1000), stop(4 * H, 5 * H)], range, 10 * H, 100);
    expect(bars.map((bar) => bar.stops)).toEqual([1, 1, 1]);
  });

  it('never answers more than one bar per pixel plus one, however many stops', () => {
    const many = Array.from({ length: 5000 }, (_, i) => stop(i * 7_000, i * 7_000 + 3_000));
    const bars = ganttBars(many, range, 10 * H, 100);
    expect(bars.length).toBeLessThanOrEqual(101);
    expect(bars.reduce((sum, bar) => sum + bar.stops, 0)).toBe(5000);
  });

  it('leaves out stops outside the range', () => {
    expect(ganttBars([stop(-2 * H, -H), stop(11 * H, 12 * H)], range, 10 * H, 100)).toEqual([]);
  });
});
