import { wallDate } from '../../../../domain/format/index.js';

/** Today's date YYYY-MM-DD on the unit's wall clock. */
export const todayIn = (timeZone: string, now = Date.now()): string => wallDate(timeZone, now);
