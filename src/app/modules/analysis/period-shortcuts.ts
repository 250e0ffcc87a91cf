import { DAY_MS, MINUTE_MS, formatDay, localToUtc, parseDay, toLocal } from '../../../domain/consolidation/local-time.js';
import type { TimeRange } from './series-types.js';

/** The built-in period shortcuts, each ending now (to the next whole minute). */
export const builtInShortcuts = ['last24h', 'last7d', 'last30d', 'thisMonth', 'lastYear'] as const;
export type BuiltInShortcut = (typeof builtInShortcuts)[number];

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/** The same wall-clock time one year earlier (29 February becomes the 28th). */
function oneYearBefore(ms: number, timezone: string): number {
  const { day, msOfDay } = toLocal(timezone, ms);
  const [year, month, date] = formatDay(day).split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const earlier = Date.UTC(year - 1, month - 1, Math.min(date, lastOfMonth)) / DAY_MS;
  return localToUtc(timezone, earlier, Math.floor(msOfDay / MINUTE_MS));
}

/** The range of a built-in shortcut at `now`, in the unit's time zone (for "this month" and "last 12 months"). */
export function shortcutRange(shortcut: BuiltInShortcut, now: number, timezone: string): TimeRange {
  const to = ceilToMinute(now);
  switch (shortcut) {
    case 'last24h':
      return { from: to - DAY_MS, to };
    case 'last7d':
      return { from: to - 7 * DAY_MS, to };
    case 'last30d':
      return { from: to - 30 * DAY_MS, to };
    case 'thisMonth': {
      const firstOfMonth = parseDay(`${formatDay(toLocal(timezone, to).day).slice(0, 7)}-01`);
      return { from: localToUtc(timezone, firstOfMonth, 0), to };
    }
    case 'lastYear':
      return { from: oneYearBefore(to, timezone), to };
  }
}

/** The range of the same length that ends where `range` starts (period B of a comparison). */
export function precedingRange(range: TimeRange): TimeRange {
  return { from: range.from - (range.to - range.from), to: range.from };
}

/** Whether a range can be asked for: both ends set and the start before the end. */
export const isValidRange = (range: { from: number | null; to: number | null }): range is TimeRange =>
  range.from !== null && range.to !== null && range.from < range.to;
