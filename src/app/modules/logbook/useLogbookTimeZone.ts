import { usePeriod } from '../../unit-data/usePeriod.js';
import { unitTimeZone } from '../data-entry/shared/unit-time.js';

/** Entries are shown on the unit's wall clock (its period's time zone); the browser's until the period is loaded. */
export function useLogbookTimeZone(): string {
  const period = usePeriod();
  return period ? unitTimeZone(period) : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
