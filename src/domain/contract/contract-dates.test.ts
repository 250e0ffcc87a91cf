import { describe, expect, it } from 'vitest';
import { addDays, contractStateAt, daysCovered, isCalendarDate } from './contract-dates.js';

describe('isCalendarDate', () => {
  it.each([
    ['2027-12-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-12-31T00:00:00Z', false],
    ['27-12-31', false],
    [20271231, false],
  ])('%s -> %s', (text, want) => {
    expect(isCalendarDate(text)).toBe(want);
  });
});

describe('daysCovered (whole UTC days, today included)', () => {
  it.each([
    ['the last day, just after midnight UTC', '2027-12-31', '2027-12-31T00:00:01Z', 1],
    ['the last day, just before midnight UTC', '2027-12-31', '2027-12-31T23:59:59Z', 1],
    ['the day before', '2027-12-31', '2027-12-30T12:00:00Z', 2],
    ['the day after', '2027-12-31', '2028-01-01T00:00:00Z', 0],
    ['across a leap day', '2028-03-01', '2028-02-28T08:00:00Z', 3],
    ['a year ahead', '2028-12-31', '2027-12-31T10:00:00Z', 367],
    // 21:00 in São Paulo is already the next UTC day: the server counts in UTC, not local time.
    ['late evening west of UTC', '2027-12-31', '2027-12-31T21:00:00-03:00', 0],
  ])('%s', (_name, end, now, want) => {
    expect(daysCovered(end, new Date(now))).toBe(want);
  });
});

describe('contractStateAt', () => {
  const now = new Date('2027-06-15T10:00:00Z');

  it('is ACTIVE through the end date', () => {
    expect(contractStateAt('2027-06-15', now)).toEqual({ status: 'ACTIVE', endDate: '2027-06-15', daysLeft: 1 });
    expect(contractStateAt('2027-07-14', now)).toEqual({ status: 'ACTIVE', endDate: '2027-07-14', daysLeft: 30 });
  });

  it('is EXPIRED once the end date has passed, with no days left', () => {
    expect(contractStateAt('2027-06-14', now)).toEqual({ status: 'EXPIRED', endDate: '2027-06-14', daysLeft: 0 });
    expect(contractStateAt('2020-01-01', now)).toEqual({ status: 'EXPIRED', endDate: '2020-01-01', daysLeft: 0 });
  });

  it('is UNCONTRATED without an end date, or with one that is not a date', () => {
    expect(contractStateAt(null, now)).toEqual({ status: 'UNCONTRATED', endDate: null, daysLeft: null });
    expect(contractStateAt('someday', now)).toEqual({ status: 'UNCONTRATED', endDate: null, daysLeft: null });
  });
});

describe('addDays', () => {
  it('counts calendar days from the UTC day', () => {
    expect(addDays(new Date('2027-02-27T23:30:00Z'), 2)).toBe('2027-03-01');
    expect(addDays(new Date('2028-02-27T23:30:00Z'), 366)).toBe('2029-02-27');
    expect(addDays(new Date('2027-06-15T00:00:00Z'), -1)).toBe('2027-06-14');
  });
});
