/**
 * Wall-clock <-> UTC conversion in an IANA time zone, on top of @date-fns/tz's tzOffset.
 * Dates are handled as "day numbers" (days since 1970-01-01 of a calendar date), which keeps
 * calendar arithmetic free of any time zone.
 */
import { tzOffset } from '@date-fns/tz';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** UTC offset in minutes (local = UTC + offset) of `timezone` at instant `t`. */
export function offsetMinutes(timezone: string, t: number): number {
  const off = tzOffset(timezone, new Date(t));
  if (Number.isNaN(off)) throw new RangeError(`timezone: unknown time zone '${timezone}'`);
  return off;
}

export interface LocalParts {
  /** Calendar date as day number. */
  day: number;
  /** Milliseconds after local midnight (wall clock). */
  msOfDay: number;
  offsetMin: number;
}

/** Local wall-clock parts of instant `t`. */
export function toLocal(timezone: string, t: number): LocalParts {
  const offsetMin = offsetMinutes(timezone, t);
  const wall = t + offsetMin * MINUTE_MS;
  const day = Math.floor(wall / DAY_MS);
  return { day, msOfDay: wall - day * DAY_MS, offsetMin };
}

/** Every instant whose local wall clock reads `day` + `minuteOfDay` (0 in a gap, 2 in a fall-back overlap). */
export function localCandidates(timezone: string, day: number, minuteOfDay: number): number[] {
  const key = `${timezone}|${day}|${minuteOfDay}`;
  const cached = candidatesCache.get(key);
  if (cached !== undefined) return [...cached];
  if (candidatesCache.size >= CACHE_MAX) candidatesCache.clear();
  const out = computeLocalCandidates(timezone, day, minuteOfDay);
  candidatesCache.set(key, out);
  return [...out];
}

/** Memos (deterministic for a given tz database); bounded, cleared when full. */
const CACHE_MAX = 10_000;
const candidatesCache = new Map<string, readonly number[]>();
const localToUtcCache = new Map<string, number>();

function computeLocalCandidates(timezone: string, day: number, minuteOfDay: number): number[] {
  const naive = day * DAY_MS + minuteOfDay * MINUTE_MS;
  const offsets = new Set([offsetMinutes(timezone, naive - DAY_MS), offsetMinutes(timezone, naive + DAY_MS)]);
  const out: number[] = [];
  for (const off of offsets) {
    const t = naive - off * MINUTE_MS;
    if (offsetMinutes(timezone, t) === off && !out.includes(t)) out.push(t);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The UTC instant of local `day` + `minuteOfDay`.
 * Overlap (fall back): the earlier instant. Gap (spring forward): the wall time is pushed forward by
 * the gap, i.e. the first instant after the gap (same rule as Temporal's 'compatible').
 */
export function localToUtc(timezone: string, day: number, minuteOfDay: number): number {
  const key = `${timezone}|${day}|${minuteOfDay}`;
  const cached = localToUtcCache.get(key);
  if (cached !== undefined) return cached;
  if (localToUtcCache.size >= CACHE_MAX) localToUtcCache.clear();
  const t = computeLocalToUtc(timezone, day, minuteOfDay);
  localToUtcCache.set(key, t);
  return t;
}

function computeLocalToUtc(timezone: string, day: number, minuteOfDay: number): number {
  const candidates = localCandidates(timezone, day, minuteOfDay);
  if (candidates[0] !== undefined) return candidates[0];
  const naive = day * DAY_MS + minuteOfDay * MINUTE_MS;
  return naive - offsetMinutes(timezone, naive - DAY_MS) * MINUTE_MS;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a day number. */
export function formatDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Day number of 'YYYY-MM-DD'. */
export function parseDay(label: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (!m) throw new RangeError(`expected 'YYYY-MM-DD', got '${label}'`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** Day numbers of the first day of the month containing `day` and of the next month. */
export function monthOf(day: number): { first: number; next: number; label: string } {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return {
    first: Date.UTC(y, m, 1) / DAY_MS,
    next: Date.UTC(y, m + 1, 1) / DAY_MS,
    label: `${pad(y, 4)}-${pad(m + 1)}`,
  };
}

/** '+02:00' style offset. */
export function formatOffset(offsetMin: number): string {
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'THH' hour part. */
export function formatHour(msOfDay: number): string {
  return pad(Math.floor(msOfDay / HOUR_MS));
}
