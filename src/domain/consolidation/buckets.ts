/** Consolidation buckets: hour (H), production day (D), shift (T), week (S) and month (M). */
import { HOUR_MS, formatDay, formatHour, formatOffset, localCandidates, localToUtc, monthOf, toLocal, weekdayOf } from './local-time.js';
import { normalizePeriod, type NormalizedPeriod, type PeriodInput } from './period.js';

export type Level = 'H' | 'D' | 'T' | 'S' | 'M';
export const LEVELS: readonly Level[] = ['H', 'D', 'T', 'S', 'M'];

export interface Bucket {
  level: Level;
  /** Inclusive start, UTC ms. */
  start: number;
  /** Exclusive end, UTC ms. */
  end: number;
  label: string;
  /** Only for level 'T': 1-based chronological index within the production day and the configured description. */
  shift?: { index: number; description: string };
}

/** UTC start of the production day anchored on local calendar day `anchor` (the day per_d_ini falls on). */
function anchorStart(p: NormalizedPeriod, anchor: number): number {
  return localToUtc(p.timezone, anchor, p.dayStartMin);
}

/** Local calendar day (day number) on which the production day containing `t` started. */
export function productionAnchor(p: NormalizedPeriod, t: number): number {
  let anchor = toLocal(p.timezone, t).day;
  if (t < anchorStart(p, anchor)) anchor -= 1;
  else if (t >= anchorStart(p, anchor + 1)) anchor += 1;
  return anchor;
}

/** UTC start of the production day whose label is day number `labelDay`. */
export function productionDayStart(p: NormalizedPeriod, labelDay: number): number {
  return anchorStart(p, labelDay - p.dayOffset);
}

/** Shifts of the production day anchored on `anchor`, in chronological order. */
export function shiftsOfAnchor(p: NormalizedPeriod, anchor: number): Bucket[] {
  const labelDay = formatDay(anchor + p.dayOffset);
  const rel = (min: number): number => (min - p.dayStartMin + 1440) % 1440;
  return p.shifts
    .map((s) => {
      const startDay = anchor + (s.startMin >= p.dayStartMin ? 0 : 1);
      const endDay = startDay + (s.endMin <= s.startMin ? 1 : 0);
      return {
        description: s.description,
        rel: rel(s.startMin),
        start: localToUtc(p.timezone, startDay, s.startMin),
        end: localToUtc(p.timezone, endDay, s.endMin),
      };
    })
    .sort((a, b) => a.rel - b.rel)
    .map((s, i) => ({
      level: 'T' as const,
      start: s.start,
      end: s.end,
      label: `${labelDay}#${i + 1}`,
      shift: { index: i + 1, description: s.description },
    }));
}

function hourBucket(p: NormalizedPeriod, t: number): Bucket {
  const local = toLocal(p.timezone, t);
  const start = t - (local.msOfDay % HOUR_MS);
  const hourMs = local.msOfDay - (local.msOfDay % HOUR_MS);
  let label = `${formatDay(local.day)}T${formatHour(hourMs)}`;
  // A repeated local hour (fall back) carries its UTC offset so both occurrences stay distinct.
  if (localCandidates(p.timezone, local.day, hourMs / 60_000).length > 1) label += formatOffset(local.offsetMin);
  return { level: 'H', start, end: start + HOUR_MS, label };
}

function dayBucket(p: NormalizedPeriod, t: number): Bucket {
  const anchor = productionAnchor(p, t);
  return {
    level: 'D',
    start: anchorStart(p, anchor),
    end: anchorStart(p, anchor + 1),
    label: formatDay(anchor + p.dayOffset),
  };
}

function shiftBucket(p: NormalizedPeriod, t: number): Bucket | null {
  const anchor = productionAnchor(p, t);
  const candidates = [...shiftsOfAnchor(p, anchor - 1), ...shiftsOfAnchor(p, anchor)].sort((a, b) => a.start - b.start);
  return candidates.find((b) => b.start <= t && t < b.end) ?? null;
}

function weekBucket(p: NormalizedPeriod, t: number): Bucket {
  const labelDay = productionAnchor(p, t) + p.dayOffset;
  const first = labelDay - ((weekdayOf(labelDay) - p.weekStart + 7) % 7);
  return {
    level: 'S',
    start: productionDayStart(p, first),
    end: productionDayStart(p, first + 7),
    label: formatDay(first),
  };
}

function monthBucket(p: NormalizedPeriod, t: number): Bucket {
  const month = monthOf(productionAnchor(p, t) + p.dayOffset);
  return {
    level: 'M',
    start: productionDayStart(p, month.first),
    end: productionDayStart(p, month.next),
    label: month.label,
  };
}

/** Same as bucketOf, for an already normalized period (use it in loops). */
export function bucketOfNormalized(level: Level, t: number, p: NormalizedPeriod): Bucket | null {
  if (!Number.isFinite(t)) throw new RangeError(`timestamp must be a finite number, got ${t}`);
  switch (level) {
    case 'H':
      return hourBucket(p, t);
    case 'D':
      return dayBucket(p, t);
    case 'T':
      return shiftBucket(p, t);
    case 'S':
      return weekBucket(p, t);
    case 'M':
      return monthBucket(p, t);
  }
}

/**
 * The bucket of `level` containing instant `timestampUtcMs`. Level 'T' returns null when the instant
 * is not covered by any configured shift.
 */
export function bucketOf(level: 'T', timestampUtcMs: number, period?: PeriodInput): Bucket | null;
export function bucketOf(level: Exclude<Level, 'T'>, timestampUtcMs: number, period?: PeriodInput): Bucket;
export function bucketOf(level: Level, timestampUtcMs: number, period?: PeriodInput): Bucket | null;
export function bucketOf(level: Level, timestampUtcMs: number, period: PeriodInput = {}): Bucket | null {
  return bucketOfNormalized(level, timestampUtcMs, normalizePeriod(period));
}
