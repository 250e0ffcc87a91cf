/**
 * The period filter of the alerts page: whole days on the unit's calendar, sent as a UTC range
 * [first day's midnight, the midnight after the last day).
 */
import { formatDay, localToUtc, parseDay, toLocal } from '../../../domain/consolidation/local-time.js';
import { toUtcIso } from '../data-entry/shared/unit-time.js';

export const DEFAULT_PERIOD_DAYS = 7;

export interface DayRange {
  /** 'YYYY-MM-DD' on the unit's calendar, inclusive. */
  fromDay: string;
  toDay: string;
}

/** The last `days` days up to today, on the unit's calendar. */
export function recentDays(now: number, timeZone: string, days = DEFAULT_PERIOD_DAYS): DayRange {
  const today = toLocal(timeZone, now).day;
  return { fromDay: formatDay(today - (days - 1)), toDay: formatDay(today) };
}

/** The UTC range of the days, or undefined when a day is missing or the first is after the last. */
export function utcRangeOf(range: DayRange, timeZone: string): { from: string; to: string } | undefined {
  let first: number;
  let last: number;
  try {
    first = parseDay(range.fromDay);
    last = parseDay(range.toDay);
  } catch {
    return undefined;
  }
  if (first > last) return undefined;
  return { from: toUtcIso(localToUtc(timeZone, first, 0)), to: toUtcIso(localToUtc(timeZone, last + 1, 0)) };
}
