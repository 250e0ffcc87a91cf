import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatInstant,
  formatNumber,
  toUtcIso,
  utcToWallTime,
  wallDate,
  wallDayEnd,
  wallDayStart,
  wallTimeToUtc,
  zoneLabel,
} from './index.js';

const noon = Date.parse('2026-03-08T12:00:05Z');

describe.each([
  ['en-US', '03/08/2026', '03/08/2026, 09:00', '03/08/2026, 09:00:05', '1,234.57', '1,234.5'],
  ['pt-BR', '08/03/2026', '08/03/2026, 09:00', '08/03/2026, 09:00:05', '1.234,57', '1.234,5'],
  ['es-ES', '08/03/2026', '08/03/2026, 09:00', '08/03/2026, 09:00:05', '1234,57', '1234,5'],
])('formats in %s', (locale, date, dateTime, withSeconds, fixed, upToSix) => {
  it('writes dates in the language order, on the plant wall clock, 24-hour', () => {
    expect(formatInstant(locale, 'America/Sao_Paulo', noon, 'date')).toBe(date);
    expect(formatInstant(locale, 'America/Sao_Paulo', noon)).toBe(dateTime);
    expect(formatInstant(locale, 'America/Sao_Paulo', '2026-03-08T12:00:05Z', 'dateTimeSeconds')).toBe(withSeconds);
    expect(formatInstant(locale, 'America/Sao_Paulo', noon, 'time')).toBe('09:00');
  });

  it('writes numbers with the language decimal mark and thousands separators', () => {
    expect(formatNumber(locale, 1234.5678, { decimals: 2 })).toBe(fixed);
    expect(formatNumber(locale, 1234.5, {})).toBe(upToSix);
    expect(formatNumber(locale, 1234567.891, { decimals: 1 })).toBe({ 'en-US': '1,234,567.9', 'pt-BR': '1.234.567,9', 'es-ES': '1.234.567,9' }[locale]);
    expect(formatNumber(locale, null)).toBe('');
    expect(formatNumber(locale, Number.NaN, { decimals: 1 })).toBe('');
  });
});

describe('formatInstant', () => {
  it('shows the plant wall clock across daylight saving time (Europe/Madrid)', () => {
    expect(formatInstant('pt-BR', 'Europe/Madrid', '2026-03-29T00:30:00Z')).toBe('29/03/2026, 01:30');
    expect(formatInstant('pt-BR', 'Europe/Madrid', '2026-03-29T01:30:00Z')).toBe('29/03/2026, 03:30');
    expect(formatInstant('pt-BR', 'Europe/Madrid', '2026-10-25T00:30:00Z')).toBe('25/10/2026, 02:30');
    expect(formatInstant('pt-BR', 'Europe/Madrid', '2026-10-25T01:30:00Z')).toBe('25/10/2026, 02:30');
  });

  it('falls back to UTC for a zone the runtime does not know, and keeps text that is not a time', () => {
    expect(formatInstant('en-US', 'Mars/Base', noon)).toBe('03/08/2026, 12:00');
    expect(formatInstant('en-US', 'UTC', 'soon')).toBe('soon');
  });

  it('writes a calendar date without moving it to another day', () => {
    expect(formatCalendarDate('pt-BR', '2027-12-31')).toBe('31/12/2027');
    expect(formatCalendarDate('en-US', '2027-12-31')).toBe('12/31/2027');
    expect(formatCalendarDate('en-US', undefined)).toBe('');
  });
});

describe('zoneLabel', () => {
  it('names the zone and its offset at the instant', () => {
    expect(zoneLabel('America/Sao_Paulo', noon)).toBe('America/Sao_Paulo (GMT-03:00)');
    expect(zoneLabel('Europe/Madrid', Date.parse('2026-01-15T12:00:00Z'))).toBe('Europe/Madrid (GMT+01:00)');
    expect(zoneLabel('Europe/Madrid', Date.parse('2026-07-15T12:00:00Z'))).toBe('Europe/Madrid (GMT+02:00)');
    expect(zoneLabel('UTC', noon)).toBe('UTC');
    expect(zoneLabel('Mars/Base', noon)).toBe('UTC');
  });
});

describe('wall-clock times to and from UTC', () => {
  it('shows 12:00Z in America/Sao_Paulo as 09:00 and sends 09:00 there as 12:00Z', () => {
    expect(utcToWallTime('America/Sao_Paulo', Date.parse('2026-03-08T12:00:00Z'))).toBe('2026-03-08T09:00');
    expect(toUtcIso(wallTimeToUtc('America/Sao_Paulo', '2026-03-08T09:00')!)).toBe('2026-03-08T12:00:00Z');
    expect(toUtcIso(wallTimeToUtc('UTC', '2026-03-10T09:30:15')!)).toBe('2026-03-10T09:30:15Z');
  });

  it('crosses the daylight saving edges of Europe/Madrid', () => {
    // Spring forward: 02:00 becomes 03:00, so 01:59 is +01:00 and 03:00 is +02:00; a time in the gap moves past it.
    expect(toUtcIso(wallTimeToUtc('Europe/Madrid', '2026-03-29T01:59')!)).toBe('2026-03-29T00:59:00Z');
    expect(toUtcIso(wallTimeToUtc('Europe/Madrid', '2026-03-29T03:00')!)).toBe('2026-03-29T01:00:00Z');
    expect(toUtcIso(wallTimeToUtc('Europe/Madrid', '2026-03-29T02:30')!)).toBe('2026-03-29T01:30:00Z');
    // Fall back: 02:30 happens twice; it is read as the first (summer time) and both show as 02:30.
    expect(toUtcIso(wallTimeToUtc('Europe/Madrid', '2026-10-25T02:30')!)).toBe('2026-10-25T00:30:00Z');
    expect(utcToWallTime('Europe/Madrid', Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
  });

  it('bounds a plant day: 23 hours in spring, 25 in autumn', () => {
    expect(toUtcIso(wallDayStart('America/Sao_Paulo', '2026-03-08')!)).toBe('2026-03-08T03:00:00Z');
    expect(new Date(wallDayEnd('America/Sao_Paulo', '2026-03-08')!).toISOString()).toBe('2026-03-09T02:59:59.999Z');
    expect(wallDayEnd('Europe/Madrid', '2026-03-29')! + 1 - wallDayStart('Europe/Madrid', '2026-03-29')!).toBe(23 * 3_600_000);
    expect(wallDayEnd('Europe/Madrid', '2026-10-25')! + 1 - wallDayStart('Europe/Madrid', '2026-10-25')!).toBe(25 * 3_600_000);
    expect(wallDate('America/Sao_Paulo', Date.parse('2026-03-09T02:00:00Z'))).toBe('2026-03-08');
  });

  it.each(['', '2026-03-10', '2026-03-10T24:00', '2026-13-10T10:00', '10/03/2026 10:00'])('refuses %j', (wall) => {
    expect(wallTimeToUtc('UTC', wall)).toBeUndefined();
  });
});
