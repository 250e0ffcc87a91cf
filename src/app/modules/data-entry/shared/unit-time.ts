/**
 * Wall-clock times of the selected unit (its period's IANA time zone) to and from UTC: the data entry pages
 * show and take times as the plant reads them, and send UTC ISO timestamps. The conversions live in
 * src/domain/format (one helper for every page); this module names the ones data entry uses.
 */
import { utcToWallTime } from '../../../../domain/format/index.js';

export { calendarDay, toUtcIso, utcToWallTime, wallTimeToUtc } from '../../../../domain/format/index.js';
export { unitTimeZone } from '../../../format/unit-time-zone.js';

/** 'HH:mm' of an instant on the wall clock of `timezone`. */
export function wallClock(timezone: string, utcMs: number): string {
  return utcToWallTime(timezone, utcMs).slice(11);
}
