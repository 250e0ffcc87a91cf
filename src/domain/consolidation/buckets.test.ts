import { describe, expect, it } from 'vitest';
import { bucketOf, type Level } from './buckets.js';
import type { PeriodInput } from './period.js';

const u = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

interface Row {
  name: string;
  period: PeriodInput;
  level: Level;
  at: string;
  label: string | null;
  start?: string;
  end?: string;
  hours?: number;
}

function check(row: Row): void {
  const b = bucketOf(row.level, u(row.at), row.period);
  if (row.label === null) {
    expect(b).toBeNull();
    return;
  }
  expect(b).not.toBeNull();
  if (!b) return;
  expect(b.level).toBe(row.level);
  expect(b.label).toBe(row.label);
  if (row.start) expect(iso(b.start)).toBe(row.start);
  if (row.end) expect(iso(b.end)).toBe(row.end);
  if (row.hours !== undefined) expect((b.end - b.start) / 3_600_000).toBe(row.hours);
  expect(b.start).toBeLessThanOrEqual(u(row.at));
  expect(b.end).toBeGreaterThan(u(row.at));
}

const UTC_DEFAULT: PeriodInput = {};
const CROSS = [
  { description: 'A', start: '06:00', end: '14:00' },
  { description: 'B', start: '14:00', end: '22:00' },
  { description: 'C', start: '22:00', end: '06:00' },
];

describe('bucketOf: default period (UTC, four six-hour shifts, day 00:00, week Sunday)', () => {
  const rows: Row[] = [
    {
      name: 'hour',
      period: UTC_DEFAULT,
      level: 'H',
      at: '2026-03-08T02:30:00Z',
      label: '2026-03-08T02',
      start: '2026-03-08T02:00:00Z',
      end: '2026-03-08T03:00:00Z',
    },
    {
      name: 'day',
      period: UTC_DEFAULT,
      level: 'D',
      at: '2026-03-08T23:59:59Z',
      label: '2026-03-08',
      start: '2026-03-08T00:00:00Z',
      end: '2026-03-09T00:00:00Z',
    },
    {
      name: 'shift 1',
      period: UTC_DEFAULT,
      level: 'T',
      at: '2026-03-08T00:00:00Z',
      label: '2026-03-08#1',
      start: '2026-03-08T00:00:00Z',
      end: '2026-03-08T06:00:00Z',
    },
    { name: 'shift 1 last ms', period: UTC_DEFAULT, level: 'T', at: '2026-03-08T05:59:59.999Z', label: '2026-03-08#1' },
    {
      name: 'shift 2 start inclusive',
      period: UTC_DEFAULT,
      level: 'T',
      at: '2026-03-08T06:00:00Z',
      label: '2026-03-08#2',
      start: '2026-03-08T06:00:00Z',
      end: '2026-03-08T12:00:00Z',
    },
    { name: 'shift 3', period: UTC_DEFAULT, level: 'T', at: '2026-03-08T17:00:00Z', label: '2026-03-08#3' },
    {
      name: 'shift 4 ends at midnight',
      period: UTC_DEFAULT,
      level: 'T',
      at: '2026-03-08T23:30:00Z',
      label: '2026-03-08#4',
      start: '2026-03-08T18:00:00Z',
      end: '2026-03-09T00:00:00Z',
    },
    {
      name: 'week (Sunday start), Wednesday',
      period: UTC_DEFAULT,
      level: 'S',
      at: '2026-03-11T12:00:00Z',
      label: '2026-03-08',
      start: '2026-03-08T00:00:00Z',
      end: '2026-03-15T00:00:00Z',
    },
    {
      name: 'month',
      period: UTC_DEFAULT,
      level: 'M',
      at: '2026-03-31T23:59:00Z',
      label: '2026-03',
      start: '2026-03-01T00:00:00Z',
      end: '2026-04-01T00:00:00Z',
    },
    { name: 'month February', period: UTC_DEFAULT, level: 'M', at: '2026-02-10T00:00:00Z', label: '2026-02', hours: 28 * 24 },
  ];
  it.each(rows)('$name', check);
});

describe('bucketOf: custom shifts crossing midnight', () => {
  const p0: PeriodInput = { per_d_ini: '06:00', shifts: CROSS };
  const rows: Row[] = [
    {
      name: '22-06 shift before midnight',
      period: p0,
      level: 'T',
      at: '2026-03-08T23:00:00Z',
      label: '2026-03-08#3',
      start: '2026-03-08T22:00:00Z',
      end: '2026-03-09T06:00:00Z',
    },
    { name: '22-06 shift after midnight stays in the day it started', period: p0, level: 'T', at: '2026-03-09T05:00:00Z', label: '2026-03-08#3' },
    {
      name: 'next production day first shift',
      period: p0,
      level: 'T',
      at: '2026-03-09T06:00:00Z',
      label: '2026-03-09#1',
      start: '2026-03-09T06:00:00Z',
      end: '2026-03-09T14:00:00Z',
    },
    {
      name: '18:00-00:00 shift with day start 00:00',
      period: {
        shifts: [
          { description: 'day', start: '00:00', end: '18:00' },
          { description: 'night', start: '18:00', end: '00:00' },
        ],
      },
      level: 'T',
      at: '2026-03-08T21:00:00Z',
      label: '2026-03-08#2',
      start: '2026-03-08T18:00:00Z',
      end: '2026-03-09T00:00:00Z',
    },
    {
      name: 'shift crossing the day start belongs to the day it started in',
      period: {
        per_d_ini: '06:00',
        shifts: [
          { description: 'N', start: '22:00', end: '07:00' },
          { description: 'D', start: '07:00', end: '22:00' },
        ],
      },
      level: 'T',
      at: '2026-03-09T06:30:00Z',
      label: '2026-03-08#2',
      start: '2026-03-08T22:00:00Z',
      end: '2026-03-09T07:00:00Z',
    },
    {
      name: 'instant outside every shift',
      period: { shifts: [{ description: 'only', start: '08:00', end: '16:00' }] },
      level: 'T',
      at: '2026-03-08T20:00:00Z',
      label: null,
    },
    {
      name: 'single shift start == end is 24 h',
      period: { per_d_ini: '07:00', shifts: [{ description: 'all', start: '07:00', end: '07:00' }] },
      level: 'T',
      at: '2026-03-08T03:00:00Z',
      label: '2026-03-07#1',
      hours: 24,
    },
  ];
  it.each(rows)('$name', check);

  it('numbers shifts chronologically from the day start and keeps the description', () => {
    const b = bucketOf('T', u('2026-03-09T03:00:00Z'), { per_d_ini: '06:00' });
    expect(b?.label).toBe('2026-03-08#4');
    expect(b?.shift).toEqual({ index: 4, description: '1' });
    expect(iso(b?.start ?? 0)).toBe('2026-03-09T00:00:00Z');
  });
});

describe('bucketOf: day start 06:00 with day_offset', () => {
  const rows: Row[] = [
    {
      name: 'offset 0, before day start -> previous date',
      period: { per_d_ini: '06:00', day_offset: 0 },
      level: 'D',
      at: '2026-03-09T05:00:00Z',
      label: '2026-03-08',
      start: '2026-03-08T06:00:00Z',
      end: '2026-03-09T06:00:00Z',
    },
    {
      name: 'offset 0, at day start',
      period: { per_d_ini: '06:00', day_offset: 0 },
      level: 'D',
      at: '2026-03-09T06:00:00Z',
      label: '2026-03-09',
      start: '2026-03-09T06:00:00Z',
    },
    {
      name: 'offset 1, same interval labelled with the next date',
      period: { per_d_ini: '06:00', day_offset: 1 },
      level: 'D',
      at: '2026-03-09T05:00:00Z',
      label: '2026-03-09',
      start: '2026-03-08T06:00:00Z',
      end: '2026-03-09T06:00:00Z',
    },
    {
      name: 'offset 1, after day start',
      period: { per_d_ini: '06:00', day_offset: 1 },
      level: 'D',
      at: '2026-03-09T07:00:00Z',
      label: '2026-03-10',
      start: '2026-03-09T06:00:00Z',
    },
    {
      name: 'offset -1',
      period: { per_d_ini: '06:00', day_offset: -1 },
      level: 'D',
      at: '2026-03-09T07:00:00Z',
      label: '2026-03-08',
      start: '2026-03-09T06:00:00Z',
    },
    {
      name: 'offset 1 shift label follows the day label',
      period: { per_d_ini: '06:00', day_offset: 1, shifts: CROSS },
      level: 'T',
      at: '2026-03-09T05:00:00Z',
      label: '2026-03-09#3',
      start: '2026-03-08T22:00:00Z',
    },
    { name: 'offset 1 does not touch hours', period: { per_d_ini: '06:00', day_offset: 1 }, level: 'H', at: '2026-03-09T05:00:00Z', label: '2026-03-09T05' },
    {
      name: 'offset 0 month uses production days',
      period: { per_d_ini: '06:00' },
      level: 'M',
      at: '2026-04-01T05:00:00Z',
      label: '2026-03',
      start: '2026-03-01T06:00:00Z',
      end: '2026-04-01T06:00:00Z',
    },
    {
      name: 'offset 1 month starts at the day start of the previous calendar day',
      period: { per_d_ini: '06:00', day_offset: 1 },
      level: 'M',
      at: '2026-03-31T07:00:00Z',
      label: '2026-04',
      start: '2026-03-31T06:00:00Z',
      end: '2026-04-30T06:00:00Z',
    },
    {
      name: 'offset 1 year change',
      period: { per_d_ini: '06:00', day_offset: 1 },
      level: 'M',
      at: '2026-12-31T12:00:00Z',
      label: '2027-01',
      start: '2026-12-31T06:00:00Z',
    },
  ];
  it.each(rows)('$name', check);
});

describe('bucketOf: week start', () => {
  const rows: Row[] = [
    {
      name: 'Sunday start, Sunday',
      period: { per_s_tp: 0 },
      level: 'S',
      at: '2026-03-08T12:00:00Z',
      label: '2026-03-08',
      start: '2026-03-08T00:00:00Z',
      end: '2026-03-15T00:00:00Z',
    },
    {
      name: 'Monday start, Sunday belongs to previous week',
      period: { per_s_tp: 1 },
      level: 'S',
      at: '2026-03-08T12:00:00Z',
      label: '2026-03-02',
      start: '2026-03-02T00:00:00Z',
      end: '2026-03-09T00:00:00Z',
    },
    {
      name: 'Monday start, Wednesday',
      period: { per_s_tp: 1 },
      level: 'S',
      at: '2026-03-11T12:00:00Z',
      label: '2026-03-09',
      start: '2026-03-09T00:00:00Z',
      end: '2026-03-16T00:00:00Z',
    },
    { name: 'Saturday start', period: { per_s_tp: 6 }, level: 'S', at: '2026-03-11T12:00:00Z', label: '2026-03-07' },
    {
      name: 'week of production days (06:00, offset 1)',
      period: { per_d_ini: '06:00', day_offset: 1, per_s_tp: 0 },
      level: 'S',
      at: '2026-03-08T03:00:00Z',
      label: '2026-03-08',
      start: '2026-03-07T06:00:00Z',
      end: '2026-03-14T06:00:00Z',
    },
  ];
  it.each(rows)('$name', check);
});

describe('bucketOf: daylight-saving changes', () => {
  const madrid: PeriodInput = { timezone: 'Europe/Madrid' };
  const saoPaulo: PeriodInput = { timezone: 'America/Sao_Paulo' };
  const rows: Row[] = [
    // Europe/Madrid spring forward 2026-03-29 02:00 CET -> 03:00 CEST (01:00Z)
    {
      name: 'Madrid spring: 23 h day',
      period: madrid,
      level: 'D',
      at: '2026-03-29T12:00:00Z',
      label: '2026-03-29',
      start: '2026-03-28T23:00:00Z',
      end: '2026-03-29T22:00:00Z',
      hours: 23,
    },
    {
      name: 'Madrid spring: 5 h first shift',
      period: madrid,
      level: 'T',
      at: '2026-03-29T02:00:00Z',
      label: '2026-03-29#1',
      start: '2026-03-28T23:00:00Z',
      end: '2026-03-29T04:00:00Z',
      hours: 5,
    },
    { name: 'Madrid spring: second shift 6 h', period: madrid, level: 'T', at: '2026-03-29T05:00:00Z', label: '2026-03-29#2', hours: 6 },
    {
      name: 'Madrid spring: hour before the jump',
      period: madrid,
      level: 'H',
      at: '2026-03-29T00:30:00Z',
      label: '2026-03-29T01',
      start: '2026-03-29T00:00:00Z',
    },
    {
      name: 'Madrid spring: hour after the jump is 03',
      period: madrid,
      level: 'H',
      at: '2026-03-29T01:00:00Z',
      label: '2026-03-29T03',
      start: '2026-03-29T01:00:00Z',
      end: '2026-03-29T02:00:00Z',
    },
    {
      name: 'Madrid spring: week (Sunday start) has 167 h',
      period: madrid,
      level: 'S',
      at: '2026-03-30T12:00:00Z',
      label: '2026-03-29',
      start: '2026-03-28T23:00:00Z',
      end: '2026-04-04T22:00:00Z',
      hours: 167,
    },
    {
      name: 'Madrid spring: March has 743 h',
      period: madrid,
      level: 'M',
      at: '2026-03-15T12:00:00Z',
      label: '2026-03',
      start: '2026-02-28T23:00:00Z',
      end: '2026-03-31T22:00:00Z',
      hours: 743,
    },
    // Europe/Madrid fall back 2026-10-25 03:00 CEST -> 02:00 CET (01:00Z)
    {
      name: 'Madrid fall: 25 h day',
      period: madrid,
      level: 'D',
      at: '2026-10-25T12:00:00Z',
      label: '2026-10-25',
      start: '2026-10-24T22:00:00Z',
      end: '2026-10-25T23:00:00Z',
      hours: 25,
    },
    {
      name: 'Madrid fall: 7 h first shift',
      period: madrid,
      level: 'T',
      at: '2026-10-25T01:30:00Z',
      label: '2026-10-25#1',
      start: '2026-10-24T22:00:00Z',
      end: '2026-10-25T05:00:00Z',
      hours: 7,
    },
    {
      name: 'Madrid fall: first 02 hour carries +02:00',
      period: madrid,
      level: 'H',
      at: '2026-10-25T00:30:00Z',
      label: '2026-10-25T02+02:00',
      start: '2026-10-25T00:00:00Z',
      end: '2026-10-25T01:00:00Z',
    },
    {
      name: 'Madrid fall: repeated 02 hour carries +01:00',
      period: madrid,
      level: 'H',
      at: '2026-10-25T01:30:00Z',
      label: '2026-10-25T02+01:00',
      start: '2026-10-25T01:00:00Z',
      end: '2026-10-25T02:00:00Z',
    },
    { name: 'Madrid fall: 03 hour plain', period: madrid, level: 'H', at: '2026-10-25T02:30:00Z', label: '2026-10-25T03' },
    // America/Sao_Paulo spring forward 2018-11-04 00:00 -03 -> 01:00 -02 (03:00Z): midnight does not exist
    {
      name: 'Sao Paulo spring: day before is 24 h',
      period: saoPaulo,
      level: 'D',
      at: '2018-11-04T02:59:00Z',
      label: '2018-11-03',
      start: '2018-11-03T03:00:00Z',
      end: '2018-11-04T03:00:00Z',
      hours: 24,
    },
    {
      name: 'Sao Paulo spring: day starts at 01:00 and has 23 h',
      period: saoPaulo,
      level: 'D',
      at: '2018-11-04T03:00:00Z',
      label: '2018-11-04',
      start: '2018-11-04T03:00:00Z',
      end: '2018-11-05T02:00:00Z',
      hours: 23,
    },
    {
      name: 'Sao Paulo spring: 5 h first shift',
      period: saoPaulo,
      level: 'T',
      at: '2018-11-04T05:00:00Z',
      label: '2018-11-04#1',
      start: '2018-11-04T03:00:00Z',
      end: '2018-11-04T08:00:00Z',
      hours: 5,
    },
    {
      name: 'Sao Paulo spring: 18-00 shift before the gap is 6 h',
      period: saoPaulo,
      level: 'T',
      at: '2018-11-04T01:00:00Z',
      label: '2018-11-03#4',
      start: '2018-11-03T21:00:00Z',
      end: '2018-11-04T03:00:00Z',
      hours: 6,
    },
    { name: 'Sao Paulo spring: first hour is 01', period: saoPaulo, level: 'H', at: '2018-11-04T03:10:00Z', label: '2018-11-04T01' },
    { name: 'Sao Paulo spring: last hour before is 23', period: saoPaulo, level: 'H', at: '2018-11-04T02:10:00Z', label: '2018-11-03T23' },
    // America/Sao_Paulo fall back 2019-02-17 00:00 -02 -> 2019-02-16 23:00 -03 (02:00Z)
    {
      name: 'Sao Paulo fall: 25 h day',
      period: saoPaulo,
      level: 'D',
      at: '2019-02-16T12:00:00Z',
      label: '2019-02-16',
      start: '2019-02-16T02:00:00Z',
      end: '2019-02-17T03:00:00Z',
      hours: 25,
    },
    {
      name: 'Sao Paulo fall: 7 h last shift',
      period: saoPaulo,
      level: 'T',
      at: '2019-02-17T02:30:00Z',
      label: '2019-02-16#4',
      start: '2019-02-16T20:00:00Z',
      end: '2019-02-17T03:00:00Z',
      hours: 7,
    },
    { name: 'Sao Paulo fall: first 23 hour', period: saoPaulo, level: 'H', at: '2019-02-17T01:30:00Z', label: '2019-02-16T23-02:00' },
    { name: 'Sao Paulo fall: repeated 23 hour', period: saoPaulo, level: 'H', at: '2019-02-17T02:30:00Z', label: '2019-02-16T23-03:00' },
    {
      name: 'Sao Paulo fall: next day from local midnight',
      period: saoPaulo,
      level: 'D',
      at: '2019-02-17T03:00:00Z',
      label: '2019-02-17',
      start: '2019-02-17T03:00:00Z',
      hours: 24,
    },
    // day start inside the repeated hour: instants of the second 02:xx are still the new day
    {
      name: 'Madrid fall, day start 02:30 (ambiguous -> first occurrence)',
      period: { timezone: 'Europe/Madrid', per_d_ini: '02:30' },
      level: 'D',
      at: '2026-10-25T01:15:00Z',
      label: '2026-10-25',
      start: '2026-10-25T00:30:00Z',
    },
    {
      name: 'Madrid spring, day start 02:30 (gap -> 03:30)',
      period: { timezone: 'Europe/Madrid', per_d_ini: '02:30' },
      level: 'D',
      at: '2026-03-29T01:15:00Z',
      label: '2026-03-28',
      end: '2026-03-29T01:30:00Z',
    },
  ];
  it.each(rows)('$name', check);
});

describe('bucketOf: consecutive buckets tile time without gaps or overlaps', () => {
  const periods: PeriodInput[] = [
    { timezone: 'Europe/Madrid', per_d_ini: '06:00', day_offset: 1, per_s_tp: 1, shifts: CROSS },
    { timezone: 'America/Sao_Paulo' },
    { timezone: 'Asia/Kolkata', per_d_ini: '05:30' },
  ];
  const levels: Level[] = ['H', 'D', 'T', 'S', 'M'];
  it.each(periods.flatMap((period) => levels.map((level) => ({ period, level, tz: period.timezone }))))('$tz $level', ({ period, level }) => {
    const from = period.timezone === 'America/Sao_Paulo' ? u('2018-10-20T00:00:00Z') : u('2026-03-20T00:00:00Z');
    const until = from + 60 * 86_400_000;
    let b = bucketOf(level, from, period);
    const labels = new Set<string>();
    while (b && b.start < until) {
      expect(labels.has(b.label)).toBe(false);
      labels.add(b.label);
      const next = bucketOf(level, b.end, period);
      expect(next?.start).toBe(b.end);
      expect(bucketOf(level, b.end - 1, period)?.label).toBe(b.label);
      b = next;
    }
    expect(labels.size).toBeGreaterThan(1);
  });
});
