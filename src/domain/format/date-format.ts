import { isKnownTimeZone } from './time-zone.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Plants run around the clock: times are 24-hour (`09:00`, `21:30`) in every language. */
const hourMinute: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const dayMonthYear: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

export type DateTimeStyle = 'date' | 'time' | 'dateTime' | 'dateTimeSeconds';

const styles: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: dayMonthYear,
  time: hourMinute,
  dateTime: { ...dayMonthYear, ...hourMinute },
  dateTimeSeconds: { ...dayMonthYear, ...hourMinute, second: '2-digit' },
};

/** A cached Intl format in `timeZone` (UTC when the runtime does not know the zone). */
export function dateTimeFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** An instant (ISO text or epoch ms) on the wall clock of `timeZone`, in the order the language writes dates. */
export function formatInstant(locale: string, timeZone: string, instant: string | number | Date, style: DateTimeStyle = 'dateTime'): string {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) return typeof instant === 'string' ? instant : '';
  return dateTimeFormat(locale, timeZone, styles[style]).format(ms);
}

/** A calendar date `YYYY-MM-DD` (no time, no zone) as the language writes it: 31/12/2027, 12/31/2027. */
export function formatCalendarDate(locale: string, date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date.slice(0, 10))) return date ?? '';
  return formatInstant(locale, 'UTC', `${date.slice(0, 10)}T00:00:00Z`, 'date');
}
