import { DAY_MS, formatDay, localToUtc, parseDay, toLocal } from '../../../domain/consolidation/local-time.js';
import { utcToWallTime } from '../../../domain/format/wall-time.js';

/** `YYYY-MM-DDTHH:mm`, the value of a datetime-local input, of an instant on the unit's wall clock. */
export const toLocalInput = (ms: number, timezone: string): string => utcToWallTime(timezone, ms);

/**
 * The instant of a datetime-local value read on the unit's wall clock; null when it is not one. Unlike
 * wallTimeToUtc it drops seconds: the analysis period is whole minutes.
 */
export function fromLocalInput(text: string, timezone: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  if (!match) return null;
  const [, date, hours, minutes] = match;
  const hour = Number(hours);
  const minute = Number(minutes);
  if (hour > 23 || minute > 59) return null;
  const day = parseDay(date!);
  if (formatDay(day) !== date) return null;
  return localToUtc(timezone, day, hour * 60 + minute);
}

/** Midnight on the unit's wall clock starting a `YYYY-MM-DD` date. */
export function startOfLocalDate(date: string, timezone: string): number {
  return localToUtc(timezone, parseDay(date), 0);
}

/** The wall-clock date `YYYY-MM-DD` of an instant, plus `days`. */
export function localDate(ms: number, timezone: string, days = 0): string {
  return formatDay(toLocal(timezone, ms).day + days);
}

export { DAY_MS };
