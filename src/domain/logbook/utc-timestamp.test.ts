import { describe, expect, it } from 'vitest';
import { parseUtcTimestamp, toUtcTimestamp } from './utc-timestamp.js';

describe('parseUtcTimestamp', () => {
  it.each([
    ['with Z', '2027-03-14T09:05:07Z', '2027-03-14T09:05:07.000Z'],
    ['without a zone: UTC, not local time', '2027-03-14T09:05:07', '2027-03-14T09:05:07.000Z'],
    ['a space instead of T', '2027-03-14 09:05:07', '2027-03-14T09:05:07.000Z'],
    ['without seconds', '2027-03-14T09:05', '2027-03-14T09:05:00.000Z'],
    ['fractions are cut to milliseconds', '2027-03-14T09:05:07.123999Z', '2027-03-14T09:05:07.123Z'],
    ['an offset', '2027-03-14T06:05:07-03:00', '2027-03-14T09:05:07.000Z'],
    ['an offset without colon', '2027-03-14T11:05:07+0200', '2027-03-14T09:05:07.000Z'],
    ['a leap day', '2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
  ])('%s', (_name, given, want) => {
    expect(new Date(parseUtcTimestamp(given)).toISOString()).toBe(want);
  });

  it.each([
    '',
    'yesterday',
    '2027-02-30T00:00:00Z',
    '2027-02-29T00:00:00Z',
    '2027-13-01T00:00:00Z',
    '2027-01-01T24:00:00Z',
    '2027-01-01T10:60:00Z',
    '2027-01-01',
    '14/03/2027 09:05:07',
  ])('%j is not a timestamp', (given) => {
    expect(parseUtcTimestamp(given)).toBeNaN();
  });

  it('takes dates and epoch milliseconds as they are', () => {
    expect(parseUtcTimestamp(new Date(Date.UTC(2027, 0, 1)))).toBe(Date.UTC(2027, 0, 1));
    expect(parseUtcTimestamp(1_800_000_000_000)).toBe(1_800_000_000_000);
    expect(parseUtcTimestamp(Infinity)).toBeNaN();
  });
});

describe('toUtcTimestamp', () => {
  it('writes seconds and Z, whatever the local zone', () => {
    expect(toUtcTimestamp(new Date('2027-03-14T06:05:07.999-03:00'))).toBe('2027-03-14T09:05:07Z');
    expect(toUtcTimestamp(Date.UTC(2027, 11, 31, 23, 59, 59))).toBe('2027-12-31T23:59:59Z');
  });

  it('round-trips with parseUtcTimestamp', () => {
    const text = '2027-07-01T12:34:56Z';
    expect(toUtcTimestamp(parseUtcTimestamp(text))).toBe(text);
  });

  it('refuses an invalid date', () => {
    expect(() => toUtcTimestamp(new Date('nope'))).toThrow(RangeError);
  });
});
