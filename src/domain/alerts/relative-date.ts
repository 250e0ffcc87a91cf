/**
 * Alert dates as platform-core section 9 asks: 'ago' within 1 day, the weekday within 7 days,
 * then day and month, then with the year. Only Intl, so every locale the runtime knows works.
 */
import { parseUtcTimestamp } from '../logbook/utc-timestamp.js';

export type RelativeDateKind = 'ago' | 'weekday' | 'dayMonth' | 'full';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** Days since 1970-01-01 of the calendar date of `t` in `timeZone` (undefined: the runtime's zone). */
function calendarDay(t: number, timeZone: string | undefined): { day: number; year: number } {
  const key = timeZone ?? '';
  let formatter = calendarFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    calendarFormats.set(key, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(t).map(({ type, value }) => [type, Number(value)]));
  return { day: Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS, year: parts.year! };
}

/**
 * Which form `t` takes at `now`: less than 24 hours away either way is 'ago'; 1 to 6 calendar days
 * back is the weekday (never today's name, so never ambiguous); then the day and month within the
 * same calendar year, else the full date.
 */
export function relativeDateKind(t: number, now: number, timeZone?: string): RelativeDateKind {
  if (Math.abs(now - t) < DAY_MS) return 'ago';
  const [then, today] = [calendarDay(t, timeZone), calendarDay(now, timeZone)];
  const daysBack = today.day - then.day;
  if (daysBack > 0 && daysBack < 7) return 'weekday';
  return then.year === today.year ? 'dayMonth' : 'full';
}

function ago(diffMs: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const sign = diffMs < 0 ? 1 : -1; // future is 'in ...'
  const abs = Math.abs(diffMs);
  if (abs < MINUTE_MS) return format.format(0, 'second');
  if (abs < HOUR_MS) return format.format(sign * Math.floor(abs / MINUTE_MS), 'minute');
  return format.format(sign * Math.floor(abs / HOUR_MS), 'hour');
}

// ICU pads the hour in some patterns and not others (pt-BR: '09:30' beside a weekday, '9:30'
// beside a month); 24-hour locales always get two digits, as HH:mm elsewhere in the app.
function hourStyle(locale: string): 'numeric' | '2-digit' {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12' ? 'numeric' : '2-digit';
}

function dateOptions(kind: Exclude<RelativeDateKind, 'ago'>, locale: string): Intl.DateTimeFormatOptions {
  if (kind === 'full') return { day: 'numeric', month: 'short', year: 'numeric' };
  const time = { hour: hourStyle(locale), minute: '2-digit' } as const;
  return kind === 'weekday' ? { weekday: 'long', ...time } : { day: 'numeric', month: 'short', ...time };
}

/**
 * `date` (a UTC timestamp such as `mov_dt_alerta`, a Date or epoch ms) relative to `now`, in `locale`
 * ('en-US', 'pt-BR', 'es-ES'); '' when `date` is not a date. `timeZone` defaults to the runtime's.
 */
export function relativeDate(date: string | Date | number, now: Date | number, locale: string, timeZone?: string): string {
  const t = parseUtcTimestamp(date);
  const at = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(t) || !Number.isFinite(at)) return '';
  const kind = relativeDateKind(t, at, timeZone);
  if (kind === 'ago') return ago(at - t, locale);
  return new Intl.DateTimeFormat(locale, { ...dateOptions(kind, locale), timeZone }).format(t);
}
