/** Dates, times and numbers as the user's language writes them, on the plant's wall clock (see README.md). */
export { formatNumber, type NumberOptions } from './number-format.js';
export { dateTimeFormat, formatCalendarDate, formatInstant, type DateTimeStyle } from './date-format.js';
export { isKnownTimeZone, zoneLabel, zoneOffset } from './time-zone.js';
export { calendarDay, toUtcIso, utcToWallTime, wallDate, wallDayEnd, wallDayStart, wallTimeToUtc } from './wall-time.js';
