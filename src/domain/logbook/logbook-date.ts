import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { LOGBOOK_DATE_FORMAT } from './constants.js';
import { parseUtcTimestamp } from './utc-timestamp.js';

/**
 * `logbook_date` (UTC) as DD/MM/YYYY HH:mm:ss on the wall clock of `timeZone` (the unit's period
 * time zone, or the browser's). '' for a value that is not a timestamp; RangeError for an unknown zone.
 */
export function formatLogbookDate(utc: string | Date | number, timeZone: string): string {
  const t = parseUtcTimestamp(utc);
  if (Number.isNaN(t)) return '';
  const local = new TZDate(t, timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`formatLogbookDate: unknown time zone '${timeZone}'`);
  return format(local, LOGBOOK_DATE_FORMAT);
}
