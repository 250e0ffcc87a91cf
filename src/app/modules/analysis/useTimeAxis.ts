import { useMemo } from 'react';
import { formatNumber } from '../../../domain/format/index.js';
import type { TimeRange } from './series-types.js';
import { timeTicks } from './time-ticks.js';
import { formatDateTime, timeTickFormatter } from './value-format.js';

/** Pixels per tick label of a time axis. */
const tickSpacing = 90;

/** Ticks and formats of a time axis over `range` on the unit's clock, in the user's locale. */
export function useTimeAxis(range: TimeRange, timezone: string, locale: string, width: number, seconds = false) {
  const { from, to } = range;
  return useMemo(() => {
    return {
      domain: [from, to] as [number, number],
      ticks: timeTicks({ from, to }, timezone, Math.max(2, Math.floor(width / tickSpacing))),
      formatTick: timeTickFormatter(to - from, locale, timezone),
      formatTime: (t: number) => formatDateTime(t, locale, timezone, seconds),
      formatAxisValue: (value: number) => formatNumber(locale, value, { compact: true }),
    };
  }, [from, to, timezone, locale, width, seconds]);
}
