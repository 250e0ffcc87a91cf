import { useMemo } from 'react';
import { offsetMinutes } from '../../../domain/consolidation/local-time.js';
import { usePeriod } from '../../unit-data/usePeriod.js';

/** The selected unit's period and its IANA time zone (UTC when unset or unknown to the browser). */
export function useUnitPeriod() {
  const period = usePeriod();
  return useMemo(() => {
    let timezone = period?.timezone || 'UTC';
    try {
      // Any instant tells whether the browser knows the zone.
      offsetMinutes(timezone, 0);
    } catch {
      timezone = 'UTC';
    }
    return { period: { ...(period ?? {}), timezone }, timezone };
  }, [period]);
}
