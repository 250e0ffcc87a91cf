import { HOUR_MS, formatDay } from '../consolidation/local-time.js';
import { isKnownTimeZone } from '../format/time-zone.js';
import { calendarDay, wallDayStart } from '../format/wall-time.js';
import type { ActionStatus, TimeStatus } from './model.js';

export interface TimedAction {
  status: ActionStatus;
  /** YYYY-MM-DD in the unit's time zone. */
  deadline: string;
  /** Epoch ms the action was finished (null while open); for a canceled action, the instant it was canceled. */
  concluded_at_ms: number | null;
}

/**
 * The instant an action becomes late: the end of its deadline's day in `timeZone` (24:00, i.e. the next day's
 * first instant, so a day is 23 to 25 hours long when the clock changes), plus the unit's hours (elapsed hours).
 * A zone the runtime does not know is read as UTC, as the format helpers do; a deadline that is not a date is a RangeError.
 */
export function lateFrom(deadline: string, lateAfterHours: number, timeZone: string): number {
  const day = calendarDay(deadline);
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const dayEnd = day === undefined ? undefined : wallDayStart(zone, formatDay(day + 1));
  if (dayEnd === undefined) throw new RangeError(`deadline: '${deadline}' is not a date YYYY-MM-DD`);
  return dayEnd + lateAfterHours * HOUR_MS;
}

/**
 * Late when finished after, or still open at `nowMs` after, `lateFrom` (exactly at it is on time). A finished
 * action (pending verification or completed) is judged at `concluded_at_ms`, a canceled one at its cancellation
 * (the status it had then); one without that instant is on time.
 */
export function actionTimeStatus(action: TimedAction, nowMs: number, lateAfterHours: number, timeZone: string): TimeStatus {
  const limit = lateFrom(action.deadline, lateAfterHours, timeZone);
  const open = action.status === 'not-started' || action.status === 'in-progress';
  const judgedAt = open ? nowMs : action.concluded_at_ms;
  return judgedAt !== null && judgedAt > limit ? 'late' : 'on-time';
}
