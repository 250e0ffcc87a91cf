import { useCallback, useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { relativeDate } from '../../../domain/alerts/index.js';
import { parseUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import { formatInstant } from '../../../domain/format/index.js';
import { unitTimeZone } from '../../format/unit-time-zone.js';
import { usePeriod } from '../../unit-data/usePeriod.js';

const TICK_MS = 60_000;

export interface AlertTime {
  /** 'ago' within a day, the weekday within a week, then the date (section 9), on the unit's clock. */
  relative: (utc: string) => string;
  /** Date and time with seconds on the unit's clock. */
  absolute: (utc: string) => string;
}

/** Alert timestamps (UTC) as the user reads them: in their language, on the unit's wall clock, kept fresh every minute. */
export function useAlertTime(): AlertTime {
  const [locale = 'en-US'] = useLocaleState();
  const timeZone = unitTimeZone(usePeriod());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const relative = useCallback((utc: string) => relativeDate(utc, now, locale, timeZone), [now, locale, timeZone]);
  const absolute = useCallback(
    (utc: string) => {
      const t = parseUtcTimestamp(utc);
      return Number.isNaN(t) ? utc : formatInstant(locale, timeZone, t, 'dateTimeSeconds');
    },
    [locale, timeZone],
  );
  return { relative, absolute };
}
