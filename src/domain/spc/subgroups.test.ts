import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../consolidation/period.js';
import { subgroupsByDay, subgroupsBySize } from './subgroups.js';

const u = (iso: string): number => Date.parse(iso);
const HOUR = 3_600_000;

describe('subgroupsBySize', () => {
  it('consecutive values in subgroups of n, the incomplete tail left out; t and end the first and last times', () => {
    expect(subgroupsBySize([1, 2, 3, 4, 5, 6, 7], [10, 11, 12, 13, 14, 15, 16], 3)).toEqual([
      { t: 1, end: 3, values: [10, 11, 12] },
      { t: 4, end: 6, values: [13, 14, 15] },
    ]);
  });

  it('skips null and NaN values (and values at a time that is not a number)', () => {
    const values = [1, Number.NaN, 2, null as unknown as number, 3, 4, 5];
    expect(subgroupsBySize([10, 20, 30, 40, 50, Number.NaN, 70], values, 2)).toEqual([
      { t: 10, end: 30, values: [1, 2] },
      { t: 50, end: 70, values: [3, 5] },
    ]);
  });

  it('size 1 makes one subgroup per value (I-MR and attribute charts)', () => {
    expect(subgroupsBySize([1, 2], [5, 6], 1)).toEqual([
      { t: 1, end: 1, values: [5] },
      { t: 2, end: 2, values: [6] },
    ]);
  });

  it('no values, no subgroups; fewer values than the size, none', () => {
    expect(subgroupsBySize([], [], 5)).toEqual([]);
    expect(subgroupsBySize([1, 2], [1, 2], 5)).toEqual([]);
  });

  it('refuses a size that is not a positive integer and arrays of different lengths', () => {
    for (const size of [0, -1, 2.5, Number.NaN]) expect(() => subgroupsBySize([1], [1], size)).toThrow(RangeError);
    expect(() => subgroupsBySize([1, 2], [1], 1)).toThrow(RangeError);
  });
});

describe('subgroupsByDay: three shifts (America/Sao_Paulo, UTC−3, day from 06:00)', () => {
  const period = normalizePeriod({
    timezone: 'America/Sao_Paulo',
    per_d_ini: '06:00',
    shifts: [
      { description: 'A', start: '06:00', end: '14:00' },
      { description: 'B', start: '14:00', end: '22:00' },
      { description: 'C', start: '22:00', end: '06:00' },
    ],
  });
  // The production day of 10 March starts at 06:00 local = 09:00Z; A until 17:00Z, B until 01:00Z, C until 09:00Z.
  const series: [string, number][] = [
    ['2026-03-10T10:00:00Z', 1], // A
    ['2026-03-10T16:59:59Z', 3], // A
    ['2026-03-10T17:00:00Z', 5], // B
    ['2026-03-11T02:00:00Z', 7], // C
    ['2026-03-11T08:59:00Z', 9], // C
    ['2026-03-11T10:00:00Z', 2], // 11 March, A
    ['2026-03-11T18:00:00Z', 4], // 11 March, B; no C: the day is left out
    ['2026-03-12T09:00:00Z', 6], // 12 March, A (its first instant)
    ['2026-03-12T20:00:00Z', Number.NaN], // 12 March, B: skipped
    ['2026-03-12T21:00:00Z', 8], // 12 March, B
    ['2026-03-13T08:00:00Z', 10], // 12 March, C
  ];
  const times = series.map(([t]) => u(t));
  const values = series.map(([, x]) => x);

  it("one subgroup per complete day of shift means; t the day start, end the last shift's end", () => {
    expect(subgroupsByDay(times, values, 3, period)).toEqual([
      { t: u('2026-03-10T09:00:00Z'), end: u('2026-03-11T09:00:00Z'), values: [2, 5, 8] },
      { t: u('2026-03-12T09:00:00Z'), end: u('2026-03-13T09:00:00Z'), values: [6, 8, 10] },
    ]);
  });

  it('gives the same subgroups whatever the order of the stored values', () => {
    const order = times.map((_, i) => i).reverse();
    expect(
      subgroupsByDay(
        order.map((i) => times[i]!),
        order.map((i) => values[i]!),
        3,
        period,
      ),
    ).toEqual(subgroupsByDay(times, values, 3, period));
  });

  it('6 entries: equal blocks of 4 hours from the day start, not the shifts', () => {
    const start = u('2026-03-10T09:00:00Z');
    const blockTimes = Array.from({ length: 6 }, (_, b) => start + b * 4 * HOUR + HOUR);
    expect(subgroupsByDay(blockTimes, [1, 2, 3, 4, 5, 6], 6, period)).toEqual([{ t: start, end: start + 24 * HOUR, values: [1, 2, 3, 4, 5, 6] }]);
    // Both values of the first block, at its start and its last millisecond, go into its mean.
    const edges = [start, start + 4 * HOUR - 1, ...blockTimes.slice(1)];
    expect(subgroupsByDay(edges, [1, 3, 2, 3, 4, 5, 6], 6, period)[0]!.values).toEqual([2, 2, 3, 4, 5, 6]);
  });
});

describe('subgroupsByDay: three entries without three shifts', () => {
  it('the default four shifts → equal thirds of the day (America/Sao_Paulo, day from 00:00 = 03:00Z)', () => {
    const period = normalizePeriod({ timezone: 'America/Sao_Paulo' });
    const start = u('2026-03-10T03:00:00Z');
    const at = [start, start + 8 * HOUR - 1, start + 8 * HOUR, start + 16 * HOUR, start + 24 * HOUR - 1];
    expect(subgroupsByDay(at, [1, 2, 3, 4, 5], 3, period)).toEqual([{ t: start, end: start + 24 * HOUR, values: [1.5, 3, 4.5] }]);
  });
});

describe('subgroupsByDay: the clock changes (Europe/Lisbon)', () => {
  const period = normalizePeriod({ timezone: 'Europe/Lisbon' });

  it('the 23-hour day of 29 March 2026: 24 blocks of 57.5 minutes, ending at the next local midnight (23:00Z)', () => {
    const start = u('2026-03-29T00:00:00Z');
    const block = 57.5 * 60_000;
    const at = Array.from({ length: 24 }, (_, b) => start + b * block + block / 2);
    const [day] = subgroupsByDay(
      at,
      at.map((_, b) => b),
      24,
      period,
    );
    expect(day).toEqual({ t: start, end: u('2026-03-29T23:00:00Z'), values: at.map((_, b) => b) });
    // A value one millisecond before a block's start belongs to the block before.
    const shifted = [...at.slice(0, 23), start + 23 * block - 1, at[23]!];
    expect(
      subgroupsByDay(
        shifted,
        shifted.map((_, b) => b),
        24,
        period,
      )[0]!.values.slice(21),
    ).toEqual([21, 22.5, 24]);
  });

  it('the 25-hour day of 25 October 2026: 6 blocks of 4 h 10 min from 23:00Z the evening before', () => {
    const start = u('2026-10-24T23:00:00Z');
    const block = 250 * 60_000;
    const at = Array.from({ length: 6 }, (_, b) => start + b * block);
    expect(subgroupsByDay(at, [6, 5, 4, 3, 2, 1], 6, period)).toEqual([{ t: start, end: u('2026-10-26T00:00:00Z'), values: [6, 5, 4, 3, 2, 1] }]);
  });

  it('a day with an empty block is left out, the next complete day kept', () => {
    const first = u('2026-06-01T23:00:00Z'); // 2 June 00:00 in summer time (UTC+1)
    const at = [0, 1, 2, 3, 5].map((b) => first + b * 4 * HOUR + HOUR);
    const next = Array.from({ length: 6 }, (_, b) => first + 24 * HOUR + b * 4 * HOUR);
    const subgroups = subgroupsByDay(
      [...at, ...next],
      [...at, ...next].map(() => 1),
      6,
      period,
    );
    expect(subgroups.map((s) => s.t)).toEqual([first + 24 * HOUR]);
  });
});

describe('subgroupsByDay: input', () => {
  const period = normalizePeriod({});

  it('no values, no subgroups', () => {
    expect(subgroupsByDay([], [], 24, period)).toEqual([]);
  });

  it('refuses arrays of different lengths and other entry counts', () => {
    expect(() => subgroupsByDay([1], [], 3, period)).toThrow(RangeError);
    expect(() => subgroupsByDay([1], [1], 4 as 3, period)).toThrow(RangeError);
  });

  it('a year of one-minute values (525,600) makes 365 daily subgroups of 24 hourly means', () => {
    const start = u('2025-01-01T00:00:00Z');
    const times = Array.from({ length: 525_600 }, (_, i) => start + i * 60_000);
    const values = times.map((_, i) => Math.floor(i / 60) % 24);
    const subgroups = subgroupsByDay(times, values, 24, period);
    expect(subgroups).toHaveLength(365);
    expect(subgroups[200]!.values).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });
});
