import { refused, type SignInRefusal } from './sign-in-result.js';

/** The longest lock, however many came before it. */
export const maxLockMinutes = 24 * 60;

/** Attempts left before the name is locked: the limit minus the attempts made. */
export function remainingAttempts(limit: number, made: number): number {
  return Math.max(limit - made, 0);
}

/** Counted attempts beyond the limit are refused without looking at the password. */
export function isBeyondLimit(made: number, limit: number): boolean {
  return made > limit;
}

/** The failed attempt that reaches the limit locks the name. */
export function reachesLimit(made: number, limit: number): boolean {
  return made >= limit;
}

/** Exponential back-off: lock n (counting from 0 since the last success) lasts min(base × 2^n, 24 h). */
export function lockMinutes(baseMinutes: number, previousLocks: number): number {
  return Math.min(baseMinutes * 2 ** Math.min(previousLocks, 32), maxLockMinutes);
}

export function lockEnd(now: Date, baseMinutes: number, previousLocks: number): Date {
  return new Date(now.getTime() + lockMinutes(baseMinutes, previousLocks) * 60_000);
}

/** A wrong password (or unknown login) with attempts left. */
export function wrongPassword(made: number, limit: number): SignInRefusal {
  return refused('UNAUTHORIZED_PASSWORD', { made, remaining: remainingAttempts(limit, made) });
}

/** Locked: the same answer for a locked name, known or not, and for a user an admin blocked. */
export function lockedOut(limit: number): SignInRefusal {
  return refused('UNAUTHORIZED_PASSWORD_LIMIT', { made: limit, remaining: 0 });
}
