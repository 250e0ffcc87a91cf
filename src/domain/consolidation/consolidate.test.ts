import { describe, expect, it } from 'vitest';
import type { Sample } from './aggregate.js';
import { LEVELS, type Level } from './buckets.js';
import { affectedBuckets, consolidate } from './consolidate.js';
import { normalizePeriod, type PeriodInput } from './period.js';

const u = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
const MIN = 60_000;

/** One sample every `stepMin` minutes in [from, to), value from `value(i, t)`. */
function series(from: string, to: string, stepMin: number, value: (i: number, t: number) => number = () => 1): Sample[] {
  const out: Sample[] = [];
  for (let t = u(from), i = 0; t < u(to); t += stepMin * MIN, i++) out.push({ t, v: value(i, t) });
  return out;
}

const summary = (m: Map<string, { value: number | null; count: number }>): Record<string, [number | null, number]> =>
  Object.fromEntries([...m].map(([k, v]) => [k, [v.value, v.count]]));

describe('consolidate across shifts', () => {
  const day = series('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z', 60, (i) => i); // v = hour 0..23

  it('default four shifts: SUM, AVERAGE and DIFF', () => {
    expect(summary(consolidate('T', day, {}, 'SUM'))).toEqual({
      '2026-03-08#1': [15, 6],
      '2026-03-08#2': [51, 6],
      '2026-03-08#3': [87, 6],
      '2026-03-08#4': [123, 6],
    });
    expect(summary(consolidate('T', day, {}, 'AVERAGE'))).toEqual({
      '2026-03-08#1': [2.5, 6],
      '2026-03-08#2': [8.5, 6],
      '2026-03-08#3': [14.5, 6],
      '2026-03-08#4': [20.5, 6],
    });
    expect(summary(consolidate('T', day, {}, 'DIFF'))).toEqual({
      '2026-03-08#1': [5, 6],
      '2026-03-08#2': [5, 6],
      '2026-03-08#3': [5, 6],
      '2026-03-08#4': [5, 6],
    });
    expect(summary(consolidate('D', day, {}, 'SUM'))).toEqual({ '2026-03-08': [276, 24] });
    expect(summary(consolidate('H', day.slice(0, 2), {}, 'SUM'))).toEqual({ '2026-03-08T00': [0, 1], '2026-03-08T01': [1, 1] });
  });

  it('night shift 22:00-06:00 with day start 06:00 gathers samples from both calendar dates', () => {
    const period: PeriodInput = {
      per_d_ini: '06:00',
      shifts: [
        { description: 'A', start: '06:00', end: '14:00' },
        { description: 'B', start: '14:00', end: '22:00' },
        { description: 'C', start: '22:00', end: '06:00' },
      ],
    };
    const samples = series('2026-03-08T06:00:00Z', '2026-03-09T06:00:00Z', 60);
    const result = consolidate('T', samples, period, 'SUM');
    expect(summary(result)).toEqual({ '2026-03-08#1': [8, 8], '2026-03-08#2': [8, 8], '2026-03-08#3': [8, 8] });
    const night = result.get('2026-03-08#3');
    expect(night && [iso(night.start), iso(night.end)]).toEqual(['2026-03-08T22:00:00Z', '2026-03-09T06:00:00Z']);
    expect(summary(consolidate('D', samples, period, 'SUM'))).toEqual({ '2026-03-08': [24, 24] });
    expect(summary(consolidate('D', samples, { ...period, day_offset: 1 }, 'SUM'))).toEqual({ '2026-03-09': [24, 24] });
  });

  it('skips samples outside every shift and orders the map by bucket start', () => {
    const period: PeriodInput = { shifts: [{ description: 'day', start: '08:00', end: '16:00' }] };
    const samples = series('2026-03-08T00:00:00Z', '2026-03-10T00:00:00Z', 60).reverse();
    const result = consolidate('T', samples, period, 'SUM');
    expect([...result.keys()]).toEqual(['2026-03-08#1', '2026-03-09#1']);
    expect(result.get('2026-03-09#1')?.count).toBe(8);
  });
});

describe('consolidate over daylight-saving changes', () => {
  it('Europe/Madrid 2026-03-29: 23 hourly buckets, 5 h first shift, 23 h day', () => {
    const period: PeriodInput = { timezone: 'Europe/Madrid' };
    const samples = series('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 15);
    const hours = consolidate('H', samples, period, 'SUM');
    expect(hours.size).toBe(23);
    expect(hours.has('2026-03-29T02')).toBe(false);
    expect(summary(consolidate('T', samples, period, 'SUM'))).toEqual({
      '2026-03-29#1': [20, 20],
      '2026-03-29#2': [24, 24],
      '2026-03-29#3': [24, 24],
      '2026-03-29#4': [24, 24],
    });
    expect(summary(consolidate('D', samples, period, 'SUM'))).toEqual({ '2026-03-29': [92, 92] });
  });

  it('Europe/Madrid 2026-10-25: 25 hourly buckets, 7 h first shift, 25 h day', () => {
    const period: PeriodInput = { timezone: 'Europe/Madrid' };
    const samples = series('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 15);
    const hours = consolidate('H', samples, period, 'SUM');
    expect(hours.size).toBe(25);
    expect(hours.get('2026-10-25T02+02:00')?.count).toBe(4);
    expect(hours.get('2026-10-25T02+01:00')?.count).toBe(4);
    expect(summary(consolidate('T', samples, period, 'SUM'))).toEqual({
      '2026-10-25#1': [28, 28],
      '2026-10-25#2': [24, 24],
      '2026-10-25#3': [24, 24],
      '2026-10-25#4': [24, 24],
    });
    expect(summary(consolidate('D', samples, period, 'AVERAGE'))).toEqual({ '2026-10-25': [1, 100] });
  });

  it('America/Sao_Paulo 2018-11-04 spring forward and 2019-02-16 fall back', () => {
    const period: PeriodInput = { timezone: 'America/Sao_Paulo' };
    const spring = series('2018-11-04T03:00:00Z', '2018-11-05T02:00:00Z', 60);
    expect(summary(consolidate('T', spring, period, 'SUM'))).toEqual({
      '2018-11-04#1': [5, 5],
      '2018-11-04#2': [6, 6],
      '2018-11-04#3': [6, 6],
      '2018-11-04#4': [6, 6],
    });
    expect(summary(consolidate('D', spring, period, 'SUM'))).toEqual({ '2018-11-04': [23, 23] });
    const fall = series('2019-02-16T02:00:00Z', '2019-02-17T03:00:00Z', 60);
    expect(summary(consolidate('T', fall, period, 'SUM'))).toEqual({
      '2019-02-16#1': [6, 6],
      '2019-02-16#2': [6, 6],
      '2019-02-16#3': [6, 6],
      '2019-02-16#4': [7, 7],
    });
    expect(summary(consolidate('D', fall, period, 'SUM'))).toEqual({ '2019-02-16': [25, 25] });
  });

  it('DIFF of a counter over the 25 h day', () => {
    const samples = series('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 60, (i) => 1000 + 10 * i);
    expect(summary(consolidate('D', samples, { timezone: 'Europe/Madrid' }, 'DIFF'))).toEqual({ '2026-10-25': [240, 25] });
  });
});

describe('weeks and months', () => {
  it('week start Monday vs Sunday splits the same fortnight differently', () => {
    const samples = series('2026-03-08T00:00:00Z', '2026-03-22T00:00:00Z', 24 * 60);
    expect(summary(consolidate('S', samples, { per_s_tp: 0 }, 'SUM'))).toEqual({ '2026-03-08': [7, 7], '2026-03-15': [7, 7] });
    expect(summary(consolidate('S', samples, { per_s_tp: 1 }, 'SUM'))).toEqual({
      '2026-03-02': [1, 1],
      '2026-03-09': [7, 7],
      '2026-03-16': [6, 6],
    });
  });

  it('months of production days (day start 06:00, day_offset 0 and 1)', () => {
    const samples = [u('2026-03-31T05:00:00Z'), u('2026-03-31T07:00:00Z'), u('2026-04-01T05:00:00Z'), u('2026-04-01T07:00:00Z')].map((t) => ({ t, v: 1 }));
    expect(summary(consolidate('M', samples, { per_d_ini: '06:00' }, 'SUM'))).toEqual({ '2026-03': [3, 3], '2026-04': [1, 1] });
    expect(summary(consolidate('M', samples, { per_d_ini: '06:00', day_offset: 1 }, 'SUM'))).toEqual({ '2026-03': [1, 1], '2026-04': [3, 3] });
  });
});

describe('late values', () => {
  const period: PeriodInput = {
    timezone: 'Europe/Madrid',
    per_d_ini: '06:00',
    day_offset: 1,
    per_s_tp: 1,
    shifts: [
      { description: 'A', start: '06:00', end: '14:00' },
      { description: 'B', start: '14:00', end: '22:00' },
      { description: 'C', start: '22:00', end: '06:00' },
    ],
  };
  const late = u('2026-03-29T03:30:00Z'); // 05:30 CEST on the spring-forward Sunday, before the 06:00 day start

  it('lands in exactly the expected H/D/T/S/M buckets', () => {
    const buckets = affectedBuckets(LEVELS, late, period);
    expect(buckets.map((b) => [b.level, b.label, iso(b.start), iso(b.end)])).toEqual([
      ['H', '2026-03-29T05', '2026-03-29T03:00:00Z', '2026-03-29T04:00:00Z'],
      ['D', '2026-03-29', '2026-03-28T05:00:00Z', '2026-03-29T04:00:00Z'],
      ['T', '2026-03-29#3', '2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z'],
      ['S', '2026-03-23', '2026-03-22T05:00:00Z', '2026-03-29T04:00:00Z'],
      ['M', '2026-03', '2026-02-28T05:00:00Z', '2026-03-31T04:00:00Z'],
    ]);
    expect(affectedBuckets('T', late, period).map((b) => b.label)).toEqual(['2026-03-29#3']);
    expect(affectedBuckets('T', u('2026-03-08T20:00:00Z'), { shifts: [{ description: 'x', start: '08:00', end: '16:00' }] })).toEqual([]);
  });

  const base = series('2026-02-20T00:00:00Z', '2026-04-10T00:00:00Z', 60, (i) => i);
  const lateTimes = [late, u('2026-03-29T04:00:00Z'), u('2026-03-31T03:59:59Z'), u('2026-10-25T01:30:00Z'), u('2026-03-01T12:00:00Z')];
  const rows = lateTimes.flatMap((t) => LEVELS.flatMap((level) => (['SUM', 'AVERAGE', 'DIFF'] as const).map((kind) => ({ at: iso(t), t, level, kind }))));

  it.each(rows)('recomputing only affectedBuckets($level, $at) matches a full recompute ($kind)', ({ t, level, kind }) => {
    const samples = t > u('2026-04-10T00:00:00Z') ? series('2026-10-20T00:00:00Z', '2026-10-30T00:00:00Z', 60, (i) => i) : base;
    const before = consolidate(level as Level, samples, period, kind);
    const withLate = [...samples, { t, v: 1e6 }];
    const after = consolidate(level as Level, withLate, period, kind);
    const affected = affectedBuckets(level as Level, t, period);
    expect(affected).toHaveLength(1);
    const changed = [...after].filter(([label, c]) => JSON.stringify(before.get(label)) !== JSON.stringify(c)).map(([label]) => label);
    expect(changed).toEqual(affected.map((b) => b.label));
    // incremental: keep the old buckets, recompute only the affected ones from their own samples
    const incremental = new Map(before);
    for (const b of affected) {
      const own = withLate.filter((s) => s.t >= b.start && s.t < b.end);
      const recomputed = consolidate(level as Level, own, period, kind).get(b.label);
      if (recomputed) incremental.set(b.label, recomputed);
    }
    expect(summary(incremental)).toEqual(summary(after));
  });
});

describe('period validation', () => {
  it.each([
    { name: 'unknown time zone', p: { timezone: 'Mars/Olympus' } },
    { name: 'day_offset out of range', p: { day_offset: 2 } },
    { name: 'per_s_tp out of range', p: { per_s_tp: 7 } },
    { name: 'bad per_d_ini', p: { per_d_ini: '6:00' } },
    { name: 'bad shift time', p: { shifts: [{ description: 'x', start: '24:00', end: '06:00' }] } },
    {
      name: 'five shifts',
      p: { shifts: ['00:00', '05:00', '10:00', '15:00', '20:00'].map((s, i) => ({ description: String(i), start: s, end: s })) },
    },
  ])('rejects $name', ({ p }) => {
    expect(() => normalizePeriod(p)).toThrow(RangeError);
  });

  it('applies the schema defaults', () => {
    expect(normalizePeriod({ timezone: null, shifts: [] })).toEqual({
      timezone: 'UTC',
      dayOffset: 0,
      dayStartMin: 0,
      weekStart: 0,
      shifts: [
        { description: '1', startMin: 0, endMin: 360 },
        { description: '2', startMin: 360, endMin: 720 },
        { description: '3', startMin: 720, endMin: 1080 },
        { description: '4', startMin: 1080, endMin: 0 },
      ],
    });
  });
});
