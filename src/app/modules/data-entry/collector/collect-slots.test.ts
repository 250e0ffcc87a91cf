import { describe, expect, it } from 'vitest';
import { currentSlot, finestFrequency, slotsOfDate } from './collect-slots.js';

const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('finestFrequency', () => {
  it.each([
    [[], 'hour'],
    [[undefined], 'hour'],
    [['day'], 'day'],
    [['day', 'shift'], 'shift'],
    [['shift', undefined, 'hour', 'day'], 'hour'],
  ] as const)('%j -> %s', (frequencies, want) => {
    expect(finestFrequency(frequencies)).toBe(want);
  });
});

describe('slotsOfDate', () => {
  it('gives the 24 hours of a calendar day in the unit time zone', () => {
    const slots = slotsOfDate('hour', '2026-03-10', { timezone: 'America/Sao_Paulo' });
    expect(slots).toHaveLength(24);
    expect(iso(slots[0]!.start)).toBe('2026-03-10T03:00:00.000Z');
    expect(slots[0]!.time).toBe('00:00');
    expect(slots[23]!.time).toBe('23:00');
  });

  it('has 23 hours on a spring-forward day and repeats the fall-back hour with its offset', () => {
    expect(slotsOfDate('hour', '2026-03-29', { timezone: 'Europe/Madrid' })).toHaveLength(23);
    const autumn = slotsOfDate('hour', '2026-10-25', { timezone: 'Europe/Madrid' });
    expect(autumn).toHaveLength(25);
    expect(autumn.filter((slot) => slot.time.startsWith('02:00')).map((slot) => slot.time)).toEqual(['02:00 (+02:00)', '02:00 (+01:00)']);
  });

  it('gives the shifts of a production day in order from the day start, with their description', () => {
    const period = {
      timezone: 'UTC',
      per_d_ini: '06:00',
      shifts: [
        { description: 'Night', start: '22:00', end: '06:00' },
        { description: 'Morning', start: '06:00', end: '14:00' },
        { description: 'Evening', start: '14:00', end: '22:00' },
      ],
    };
    const slots = slotsOfDate('shift', '2026-03-10', period);
    expect(slots.map((slot) => [slot.shift, slot.time, iso(slot.start)])).toEqual([
      ['Morning', '06:00–14:00', '2026-03-10T06:00:00.000Z'],
      ['Evening', '14:00–22:00', '2026-03-10T14:00:00.000Z'],
      ['Night', '22:00–06:00', '2026-03-10T22:00:00.000Z'],
    ]);
  });

  it('labels shifts and days by the production day, following day_offset', () => {
    const period = { timezone: 'UTC', per_d_ini: '22:00', day_offset: 1 };
    const [day] = slotsOfDate('day', '2026-03-10', period);
    expect(iso(day!.start)).toBe('2026-03-09T22:00:00.000Z');
    expect(day!.time).toBe('22:00–22:00');
    expect(iso(slotsOfDate('shift', '2026-03-10', period)[0]!.start)).toBe('2026-03-10T00:00:00.000Z');
  });

  it('uses the default four six-hour shifts without a period, and nothing for a bad date', () => {
    expect(slotsOfDate('shift', '2026-03-10', null).map((slot) => slot.time)).toEqual(['00:00–06:00', '06:00–12:00', '12:00–18:00', '18:00–00:00']);
    expect(slotsOfDate('hour', '10/03/2026', null)).toEqual([]);
    expect(slotsOfDate('day', '2026-02-30', null)).toEqual([]);
  });
});

describe('currentSlot', () => {
  const now = utc('2026-03-10T01:30:00Z');

  it('is the current local hour', () => {
    expect(currentSlot('hour', now, { timezone: 'America/Sao_Paulo' })).toEqual({ date: '2026-03-09', start: utc('2026-03-10T01:00:00Z') });
  });

  it('is the current shift of the current production day', () => {
    const period = { timezone: 'UTC', per_d_ini: '06:00' };
    // 01:30 lies in shift 00-06, which belongs to the production day that started on the 9th at 06:00.
    expect(currentSlot('shift', now, period)).toEqual({ date: '2026-03-09', start: utc('2026-03-10T00:00:00Z') });
    expect(currentSlot('day', now, period)).toEqual({ date: '2026-03-09', start: utc('2026-03-09T06:00:00Z') });
  });

  it('falls back to the first shift of the day when no shift covers now', () => {
    const period = { timezone: 'UTC', shifts: [{ description: 'Day', start: '08:00', end: '16:00' }] };
    expect(currentSlot('shift', now, period)).toEqual({ date: '2026-03-10', start: utc('2026-03-10T08:00:00Z') });
  });

  it('is always one of the slots of its date', () => {
    const period = { timezone: 'Asia/Kolkata', per_d_ini: '06:00', day_offset: -1 as const };
    for (const frequency of ['hour', 'shift', 'day'] as const) {
      const { date, start } = currentSlot(frequency, now, period);
      expect(slotsOfDate(frequency, date, period).map((slot) => slot.start)).toContain(start);
    }
  });
});
