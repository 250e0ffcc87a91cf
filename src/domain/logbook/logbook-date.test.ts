import { describe, expect, it } from 'vitest';
import { formatLogbookDate } from './logbook-date.js';

describe('formatLogbookDate', () => {
  it.each([
    ['UTC', '2027-03-04T05:06:07Z', 'UTC', '04/03/2027 05:06:07'],
    ['São Paulo is three hours behind', '2027-03-04T05:06:07Z', 'America/Sao_Paulo', '04/03/2027 02:06:07'],
    ['the local day can be the previous one', '2027-01-01T01:00:00Z', 'America/Sao_Paulo', '31/12/2026 22:00:00'],
    ['Madrid in summer time', '2027-07-01T22:30:00Z', 'Europe/Madrid', '02/07/2027 00:30:00'],
    ['a zone-less timestamp is UTC', '2027-03-04T05:06:07', 'UTC', '04/03/2027 05:06:07'],
    ['24-hour clock', '2027-03-04T23:59:59Z', 'UTC', '04/03/2027 23:59:59'],
    ['a Date', new Date(Date.UTC(2027, 2, 4, 5, 6, 7)), 'UTC', '04/03/2027 05:06:07'],
  ])('%s', (_name, utc, zone, want) => {
    expect(formatLogbookDate(utc, zone)).toBe(want);
  });

  it('gives an empty text for a value that is not a timestamp', () => {
    expect(formatLogbookDate('', 'UTC')).toBe('');
    expect(formatLogbookDate('not a date', 'UTC')).toBe('');
  });

  it('refuses an unknown time zone', () => {
    expect(() => formatLogbookDate('2027-03-04T05:06:07Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
