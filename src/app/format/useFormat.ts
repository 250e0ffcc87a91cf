import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatInstant, formatNumber, zoneLabel, type DateTimeStyle, type NumberOptions } from '../../domain/format/index.js';
import { usePeriod } from '../unit-data/usePeriod.js';
import { unitTimeZone } from './unit-time-zone.js';

export interface Formatters {
  locale: string;
  /** The selected unit's IANA zone: every time on screen is on this wall clock. */
  timeZone: string;
  number: (value: number | null | undefined, options?: NumberOptions) => string;
  instant: (instant: string | number | Date, style?: DateTimeStyle) => string;
  /** `America/Sao_Paulo (GMT-03:00)` at an instant (default now), or `UTC`. */
  zone: (at?: number) => string;
}

/** The one way pages write dates, times and numbers: the chosen language, on the selected unit's clock. */
export function useFormat(): Formatters {
  const [locale = 'en-US'] = useLocaleState();
  const timeZone = unitTimeZone(usePeriod());
  return useMemo(
    () => ({
      locale,
      timeZone,
      number: (value, options) => formatNumber(locale, value, options),
      instant: (instant, style) => formatInstant(locale, timeZone, instant, style),
      zone: (at = Date.now()) => zoneLabel(timeZone, at),
    }),
    [locale, timeZone],
  );
}
