/**
 * Numbers and instants as the user reads them: their locale, the tag's decimals, the unit's time zone.
 * Built on the one formatting helper (src/domain/format); only what the charts need besides it lives here.
 */
import { dateTimeFormat, formatInstant, formatNumber } from '../../../domain/format/index.js';

/** Decimals of a tag: an integer 0..6, 2 when unset. */
export function tagDecimals(decimals: number | null | undefined): number {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 6 ? decimals : 2;
}

/** A value with exactly the tag's decimals in the user's locale; '' for no value. */
export function formatValue(value: number | null | undefined, decimals: number, locale: string): string {
  return formatNumber(locale, value, { decimals });
}

/** A difference with its sign (`+1.5`, `-0.3`); one that rounds to nothing shows none (never `+0.0`). */
export function formatDifference(value: number | null | undefined, decimals: number, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (Math.abs(value) < 0.5 * 10 ** -decimals) return formatValue(0, decimals, locale);
  const text = formatValue(value, decimals, locale);
  return value > 0 ? `+${text}` : text;
}

/** A value with the tag's decimals for a file: `.` decimal point, no grouping. */
export function plainValue(value: number | null | undefined, decimals: number): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : '';
}

const hourMinute: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Date and time of an instant (tooltips, tables): seconds only when asked for. */
export function formatDateTime(ms: number, locale: string, timeZone: string, seconds = false): string {
  return formatInstant(locale, timeZone, ms, seconds ? 'dateTimeSeconds' : 'dateTime');
}

const day = 86_400_000;

/** The tick format of a time axis spanning `spanMs`: finer for short periods, coarser for long ones. */
export function timeTickFormatter(spanMs: number, locale: string, timeZone: string): (ms: number) => string {
  let options: Intl.DateTimeFormatOptions;
  if (spanMs <= 1.5 * day) options = hourMinute;
  else if (spanMs <= 10 * day) options = { day: '2-digit', month: '2-digit', ...hourMinute };
  else if (spanMs <= 200 * day) options = { day: '2-digit', month: 'short' };
  else options = { month: 'short', year: 'numeric' };
  const format = dateTimeFormat(locale, timeZone, options);
  return (ms) => format.format(ms);
}
