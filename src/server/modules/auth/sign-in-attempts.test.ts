import { describe, expect, it } from 'vitest';
import { isBeyondLimit, lockEnd, lockedOut, lockMinutes, reachesLimit, remainingAttempts, wrongPassword } from './sign-in-attempts.js';

describe('sign-in attempt rules', () => {
  it.each([
    [5, 1, 4],
    [5, 4, 1],
    [5, 5, 0],
    [3, 7, 0],
  ])('remainingAttempts(limit %i, made %i) = %i', (limit, made, want) => {
    expect(remainingAttempts(limit, made)).toBe(want);
  });

  it('blocks on the attempt that reaches the limit and refuses unchecked the ones beyond it', () => {
    expect([4, 5, 6].map((made) => reachesLimit(made, 5))).toEqual([false, true, true]);
    expect([4, 5, 6].map((made) => isBeyondLimit(made, 5))).toEqual([false, false, true]);
  });

  it.each([
    [15, 0, 15],
    [15, 1, 30],
    [15, 2, 60],
    [15, 6, 960],
    [15, 7, 1440],
    [15, 1000, 1440],
    [1, 3, 8],
  ])('lockMinutes(base %i, after %i locks) = %i: doubling, at most a day', (base, locks, want) => {
    expect(lockMinutes(base, locks)).toBe(want);
  });

  it('ends a lock that many minutes after the failure that set it', () => {
    expect(lockEnd(new Date('2026-05-01T12:00:00Z'), 15, 1).toISOString()).toBe('2026-05-01T12:30:00.000Z');
  });

  it('answers a wrong password with the attempts made and left', () => {
    expect(wrongPassword(2, 5)).toEqual({
      ok: false,
      status: 'UNAUTHORIZED_PASSWORD',
      message: 'auth.signin.failurePassword',
      attempts: { made: 2, remaining: 3 },
    });
  });

  it('answers a locked name or blocked user with the limit, whatever was counted', () => {
    expect(lockedOut(3)).toEqual({
      ok: false,
      status: 'UNAUTHORIZED_PASSWORD_LIMIT',
      message: 'auth.signin.failurePasswordLimit',
      attempts: { made: 3, remaining: 0 },
    });
  });
});
