/**
 * Wall-clock times of a plant (an IANA zone) to and from UTC instants: pages show and take times as
 * the plant reads them, and the API gets and gives UTC. A time in a spring-forward gap moves past it;
 * a repeated autumn hour is read as its first occurrence.
 */
import { formatDay, localToUtc, parseDay, toLocal, MINUTE_MS } from '../consolidation/local-time.js';

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

/** 'YYYY-MM-DDTHH:mm[:ss]' (an <input type="datetime-local"> value) in `timezone` -> UTC ms; undefined when malformed. */
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

/** UTC ms -> 'YYYY-MM-DDTHH:mm:ssZ', the API's timestamp format. */
export function toUtcIso(utcMs: number): string {
  return new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The first instant of a calendar date 'YYYY-MM-DD' on the wall clock of `timezone`; undefined when not a date. */
export function wallDayStart(timezone: string, date: string): number | undefined {
  const day = calendarDay(date);
  if (day === undefined) return undefined;
  try {
    return localToUtc(timezone, day, 0);
  } catch {
    return undefined;
  }
}

/** The last millisecond of a calendar date on the wall clock of `timezone` (days are 23 to 25 hours long). */
export function wallDayEnd(timezone: string, date: string): number | undefined {
  const day = calendarDay(date);
  const next = day === undefined ? undefined : wallDayStart(timezone, formatDay(day + 1));
  return next === undefined ? undefined : next - 1;
}

/** The calendar date 'YYYY-MM-DD' of an instant on the wall clock of `timezone`. */
export function wallDate(timezone: string, utcMs: number): string {
  return formatDay(toLocal(timezone, utcMs).day);
}
