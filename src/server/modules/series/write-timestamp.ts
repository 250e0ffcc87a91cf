import { localToUtc } from '../../../domain/consolidation/local-time.js';

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const DAY_MS = 86_400_000;

function offsetMinutes(text: string): number {
  if (text === 'Z' || text === 'z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/**
 * A strict ISO-8601 date-time (`2026-03-08T12:00:00Z`, `...+01:00`, fractions allowed; a space may
 * replace the `T`) as epoch ms, or null: calendar and clock fields are checked, so `2026-02-30` is not
 * silently moved to March. Without an offset the text is read in `timezone` when one is given (a CSV
 * from the plant floor), and refused otherwise (the API needs an unambiguous instant).
 */
export function parseTimestamp(text: unknown, timezone?: string): number | null {
  if (typeof text !== 'string') return null;
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const ms = Math.round(Number(`0.${m[7] ?? '0'}`) * 1000);
  if (year! < 1900 || month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const dayNumber = Date.UTC(year!, month! - 1, day!) / DAY_MS;
  if (day! < 1 || new Date(dayNumber * DAY_MS).getUTCDate() !== day) return null;
  const minuteOfDay = hour! * 60 + minute!;
  const offset = m[8];
  if (offset !== undefined) {
    const minutes = offsetMinutes(offset);
    if (Math.abs(minutes) > 18 * 60) return null;
    return dayNumber * DAY_MS + (minuteOfDay - minutes) * 60_000 + second! * 1000 + ms;
  }
  if (!timezone) return null;
  return localToUtc(timezone, dayNumber, minuteOfDay) + second! * 1000 + ms;
}
