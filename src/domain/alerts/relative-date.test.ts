import { describe, expect, it } from 'vitest';
import { relativeDate, relativeDateKind } from './relative-date.js';

// Tuesday 16 March 2027, 17:05 UTC.
const now = Date.UTC(2027, 2, 16, 17, 5);
const ms = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
// ICU puts narrow or non-breaking spaces in some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const at = (offsetMs: number) => new Date(now - offsetMs);

describe('relativeDateKind', () => {
  it.each([
    ['just now', 0, 'ago'],
    ['slightly in the future (clock skew)', -30_000, 'ago'],
    ['23:59 ago', ms.day - ms.minute, 'ago'],
    ['exactly one day ago', ms.day, 'weekday'],
    ['6 calendar days back', 6 * ms.day, 'weekday'],
    ['7 calendar days back: same weekday as today', 7 * ms.day, 'dayMonth'],
    ['two months back', 60 * ms.day, 'dayMonth'],
    ['last year', 90 * ms.day, 'full'],
    ['two days in the future', -2 * ms.day, 'dayMonth'],
  ])('%s -> %s', (_name, offset, want) => {
    expect(relativeDateKind(now - offset, now, 'UTC')).toBe(want);
  });

  it('counts calendar days in the given time zone', () => {
    // 02:00 UTC on the 10th is still the 9th in São Paulo: 7 days back there, 6 in UTC.
    const t = Date.UTC(2027, 2, 10, 2, 0);
    expect(relativeDateKind(t, now, 'UTC')).toBe('weekday');
    expect(relativeDateKind(t, now, 'America/Sao_Paulo')).toBe('dayMonth');
  });

  it('takes the year in the given time zone', () => {
    const newYear = Date.UTC(2028, 0, 1, 12, 0);
    const lastEvening = Date.UTC(2027, 11, 1, 1, 0); // 30 Nov 22:00 in São Paulo
    expect(relativeDateKind(lastEvening, newYear, 'America/Sao_Paulo')).toBe('full');
  });
});

describe('relativeDate', () => {
  it.each([
    ['en-US', 0, 'now'],
    ['pt-BR', 0, 'agora'],
    ['es-ES', 0, 'ahora'],
    ['en-US', 59_000, 'now'],
    ['en-US', 5 * ms.minute, '5 minutes ago'],
    ['pt-BR', 5 * ms.minute, 'há 5 minutos'],
    ['es-ES', 5 * ms.minute, 'hace 5 minutos'],
    ['en-US', ms.minute, '1 minute ago'],
    ['en-US', 3 * ms.hour + 59 * ms.minute, '3 hours ago'],
    ['pt-BR', 23 * ms.hour, 'há 23 horas'],
    ['es-ES', 2 * ms.hour, 'hace 2 horas'],
    ['en-US', -2 * ms.hour, 'in 2 hours'],
  ])('%s, %i ms ago -> %s', (locale, offset, want) => {
    expect(relativeDate(at(offset), now, locale, 'UTC')).toBe(want);
  });

  it.each([
    ['en-US', 'Monday 9:30 AM'],
    ['pt-BR', 'segunda-feira, 09:30'],
    ['es-ES', 'lunes, 09:30'],
  ])('within 7 days, the weekday in %s', (locale, want) => {
    expect(plain(relativeDate('2027-03-15T09:30:00Z', now, locale, 'UTC'))).toBe(want);
  });

  it.each([
    ['en-US', 'Feb 3, 9:30 AM'],
    ['pt-BR', '3 de fev., 09:30'],
    ['es-ES', '3 feb, 09:30'],
  ])('earlier this year, the day and month in %s', (locale, want) => {
    expect(plain(relativeDate('2027-02-03T09:30:00Z', now, locale, 'UTC'))).toBe(want);
  });

  it.each([
    ['en-US', 'Dec 24, 2026'],
    ['pt-BR', '24 de dez. de 2026'],
    ['es-ES', '24 dic 2026'],
  ])('another year, with the year in %s', (locale, want) => {
    expect(plain(relativeDate('2026-12-24T09:30:00Z', now, locale, 'UTC'))).toBe(want);
  });

  it('reads a zone-less timestamp as UTC and shows it in the given zone', () => {
    expect(plain(relativeDate('2027-03-15T09:30:00', now, 'pt-BR', 'America/Sao_Paulo'))).toBe('segunda-feira, 06:30');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(relativeDate('someday', now, 'en-US', 'UTC')).toBe('');
    expect(relativeDate(new Date('x'), now, 'en-US', 'UTC')).toBe('');
  });
});
