import { describe, expect, it } from 'vitest';
import { actionTimeStatus, lateFrom, type TimedAction } from './time-status.js';

// README.md of src/server/modules/root-cause, "Time status": late when finished after, or still open after, the
// end of the deadline's day in the unit's time zone plus late_after_hours; a canceled action keeps its status.

const u = (iso: string): number => Date.parse(iso);
const HOUR = 3_600_000;

describe('lateFrom', () => {
  it('the end of the deadline day (24:00) in the zone', () => {
    expect(lateFrom('2026-06-10', 0, 'UTC')).toBe(u('2026-06-11T00:00:00Z'));
    expect(lateFrom('2026-06-10', 0, 'America/Sao_Paulo')).toBe(u('2026-06-11T03:00:00Z'));
    expect(lateFrom('2026-06-10', 0, 'Europe/Lisbon')).toBe(u('2026-06-10T23:00:00Z'));
    expect(lateFrom('2026-06-10', 0, 'Asia/Tokyo')).toBe(u('2026-06-10T15:00:00Z'));
  });

  it('plus the unit hours', () => {
    expect(lateFrom('2026-06-10', 2, 'America/Sao_Paulo')).toBe(u('2026-06-11T05:00:00Z'));
    expect(lateFrom('2026-06-10', 8760, 'UTC')).toBe(u('2027-06-11T00:00:00Z'));
  });

  it('month and year ends', () => {
    expect(lateFrom('2026-12-31', 0, 'UTC')).toBe(u('2027-01-01T00:00:00Z'));
    expect(lateFrom('2028-02-28', 0, 'UTC')).toBe(u('2028-02-29T00:00:00Z'));
  });

  it('America/Sao_Paulo across its DST changes (clocks forward at 00:00 on 2018-11-04, back at 00:00 on 2019-02-17)', () => {
    // 2018-11-04 00:00 does not exist: the day 2018-11-03 (-03:00) ends when 2018-11-04 begins, at 01:00 -02:00.
    expect(lateFrom('2018-11-03', 0, 'America/Sao_Paulo')).toBe(u('2018-11-04T03:00:00Z'));
    expect(lateFrom('2018-11-04', 0, 'America/Sao_Paulo')).toBe(u('2018-11-05T02:00:00Z'));
    // 2019-02-16 began at -02:00 and ends at 2019-02-17 00:00 -03:00: 25 hours.
    expect(lateFrom('2019-02-16', 0, 'America/Sao_Paulo') - u('2019-02-16T02:00:00Z')).toBe(25 * HOUR);
    expect(lateFrom('2019-02-16', 0, 'America/Sao_Paulo')).toBe(u('2019-02-17T03:00:00Z'));
  });

  it('Europe/Lisbon across its DST changes (2026-03-29 is 23 hours, 2026-10-25 is 25 hours)', () => {
    expect(lateFrom('2026-03-28', 0, 'Europe/Lisbon')).toBe(u('2026-03-29T00:00:00Z'));
    expect(lateFrom('2026-03-29', 0, 'Europe/Lisbon')).toBe(u('2026-03-29T23:00:00Z'));
    expect(lateFrom('2026-10-24', 0, 'Europe/Lisbon')).toBe(u('2026-10-24T23:00:00Z'));
    expect(lateFrom('2026-10-25', 0, 'Europe/Lisbon')).toBe(u('2026-10-26T00:00:00Z'));
    // the unit hours are elapsed hours: 2 hours after 24:00 of 2026-03-28 is 03:00 WEST
    expect(lateFrom('2026-03-28', 2, 'Europe/Lisbon')).toBe(u('2026-03-29T02:00:00Z'));
  });

  it('an unknown zone is read as UTC; a deadline that is not a date is refused', () => {
    expect(lateFrom('2026-06-10', 0, 'Mars/Base')).toBe(u('2026-06-11T00:00:00Z'));
    for (const deadline of ['', '2026-02-30', '2026-13-01', '10/06/2026', '2026-06-10T00:00']) expect(() => lateFrom(deadline, 0, 'UTC')).toThrow(RangeError);
  });
});

describe('actionTimeStatus', () => {
  const zone = 'America/Sao_Paulo';
  const deadline = '2026-06-10';
  const limit = u('2026-06-11T03:00:00Z');
  const action = (status: TimedAction['status'], concluded_at_ms: number | null = null): TimedAction => ({ status, deadline, concluded_at_ms });

  it('an open action is late once now is after the limit; exactly at it is on time', () => {
    for (const status of ['not-started', 'in-progress'] as const) {
      expect(actionTimeStatus(action(status), limit - 1, 0, zone)).toBe('on-time');
      expect(actionTimeStatus(action(status), limit, 0, zone)).toBe('on-time');
      expect(actionTimeStatus(action(status), limit + 1, 0, zone)).toBe('late');
    }
  });

  it('an open action ignores an earlier conclusion (verified ineffective, back in progress)', () => {
    expect(actionTimeStatus(action('in-progress', limit - HOUR), limit + 1, 0, zone)).toBe('late');
  });

  it('a finished action is judged when it was finished, not now', () => {
    for (const status of ['pending-verification', 'completed'] as const) {
      expect(actionTimeStatus(action(status, limit), limit + 100 * HOUR, 0, zone)).toBe('on-time');
      expect(actionTimeStatus(action(status, limit + 1), limit + 1, 0, zone)).toBe('late');
      expect(actionTimeStatus(action(status, limit + 1), limit - HOUR, 0, zone)).toBe('late');
    }
  });

  it('a canceled action keeps the status it had when canceled', () => {
    expect(actionTimeStatus(action('canceled', limit), limit + 100 * HOUR, 0, zone)).toBe('on-time');
    expect(actionTimeStatus(action('canceled', limit + 1), limit + 100 * HOUR, 0, zone)).toBe('late');
  });

  it('a finished or canceled action without its instant is on time', () => {
    for (const status of ['pending-verification', 'completed', 'canceled'] as const)
      expect(actionTimeStatus(action(status), limit + HOUR, 0, zone)).toBe('on-time');
  });

  it('the unit hours move the limit', () => {
    expect(actionTimeStatus(action('in-progress'), limit + 2 * HOUR, 2, zone)).toBe('on-time');
    expect(actionTimeStatus(action('in-progress'), limit + 2 * HOUR + 1, 2, zone)).toBe('late');
    expect(actionTimeStatus(action('completed', limit + HOUR), limit + 3 * HOUR, 1, zone)).toBe('on-time');
  });

  it('the zone moves the limit: the same instant is on time in Sao Paulo and late in Lisbon', () => {
    const now = u('2026-06-11T01:00:00Z');
    expect(actionTimeStatus(action('not-started'), now, 0, 'America/Sao_Paulo')).toBe('on-time');
    expect(actionTimeStatus(action('not-started'), now, 0, 'Europe/Lisbon')).toBe('late');
  });
});
