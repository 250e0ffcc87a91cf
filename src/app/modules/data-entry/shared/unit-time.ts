/**
 * Wall-clock times of the selected unit (its period's IANA time zone) to and from UTC: the data
 * entry pages show and take times as the plant reads them, and send UTC ISO timestamps.
 */
import { normalizePeriod, type PeriodInput } from '../../../../domain/consolidation/index.js';
import { formatDay, localToUtc, parseDay, toLocal, MINUTE_MS } from '../../../../domain/consolidation/local-time.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Day number of a real calendar date 'YYYY-MM-DD'; undefined for '2026-13-10' or '2026-02-30'. */
export function calendarDay(date: string): number | undefined {
  try {
    const day = parseDay(date);
    return formatDay(day) === date ? day : undefined;
  } catch {
    return undefined;
  }
}

/** The unit's time zone; UTC when the period is missing or invalid (the server's default period). */
export function unitTimeZone(period: PeriodInput | null | undefined): string {
  try {
    return normalizePeriod(period ?? {}).timezone;
  } catch {
    return 'UTC';
  }
}

/** 'YYYY-MM-DDTHH:mm' (an <input type="datetime-local"> value) in `timezone` -> UTC ms; undefined when malformed. */
export function wallTimeToUtc(timezone: string, wall: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!match) return undefined;
  const [, date, hours, minutes, seconds] = match;
  const day = calendarDay(date!);
  if (day === undefined || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return undefined;
  try {
    return localToUtc(timezone, day, Number(hours) * 60 + Number(minutes)) + Number(seconds ?? 0) * 1000;
  } catch {
    return undefined;
  }
}

/** UTC ms -> 'YYYY-MM-DDTHH:mm' on the wall clock of `timezone`. */
export function utcToWallTime(timezone: string, utcMs: number): string {
  const local = toLocal(timezone, utcMs);
  const minutes = Math.floor(local.msOfDay / MINUTE_MS);
  return `${formatDay(local.day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'HH:mm' of an instant on the wall clock of `timezone`. */
export function wallClock(timezone: string, utcMs: number): string {
  return utcToWallTime(timezone, utcMs).slice(11);
}

/** UTC ms -> 'YYYY-MM-DDTHH:mm:ssZ', the API's timestamp format. */
export function toUtcIso(utcMs: number): string {
  return new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
