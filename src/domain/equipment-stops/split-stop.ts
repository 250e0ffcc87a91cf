/**
 * Splitting a stop at an instant into two stops that get their own motives. Spec (business modules,
 * validation of events and stops): "the last stop must last more than 1 second".
 */
export interface StopSpan {
  start: number;
  /** null while the stop is open. */
  end: number | null;
}

/** The shortest the last part of a split may last, exclusive. */
export const LAST_STOP_MIN_MS = 1000;

export type SplitRefusal = 'equipmentStops.errors.splitOutside' | 'equipmentStops.errors.lastStopTooShort';

/**
 * The two parts of `stop` split at `at` (ms), or the refusal's message key: the instant must fall
 * strictly inside the stop, and the last part must last more than 1 second (an open stop's last
 * part is measured up to `now`).
 */
export function splitStop(stop: StopSpan, at: number, now: number): { first: StopSpan; last: StopSpan } | { refusal: SplitRefusal } {
  const end = stop.end ?? now;
  if (!(at > stop.start && at < end)) return { refusal: 'equipmentStops.errors.splitOutside' };
  if (end - at <= LAST_STOP_MIN_MS) return { refusal: 'equipmentStops.errors.lastStopTooShort' };
  return { first: { start: stop.start, end: at }, last: { start: at, end: stop.end } };
}
