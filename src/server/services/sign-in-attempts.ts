import { refused, type SignInRefusal } from './sign-in-result.js';

/** Attempts left before the user is blocked: the block limit minus the attempts made. */
export function remainingAttempts(limit: number, made: number): number {
  return Math.max(limit - made, 0);
}

/** Counted attempts beyond the limit are refused without looking at the password. */
export function isBeyondLimit(made: number, limit: number): boolean {
  return made > limit;
}

/** The failed attempt that reaches the limit blocks the user. */
export function reachesLimit(made: number, limit: number): boolean {
  return made >= limit;
}

/** A wrong password (or unknown login) with attempts left. */
export function wrongPassword(made: number, limit: number): SignInRefusal {
  return refused('UNAUTHORIZED_PASSWORD', { made, remaining: remainingAttempts(limit, made) });
}

/** Blocked: the same answer for a blocked account and for an unknown login past the limit. */
export function lockedOut(limit: number): SignInRefusal {
  return refused('UNAUTHORIZED_PASSWORD_LIMIT', { made: limit, remaining: 0 });
}
