import { useMemo } from 'react';
import { formatNumber } from '../../../domain/format/index.js';
import type { TimeRange } from './series-types.js';
import { timeTicks } from './time-ticks.js';
import { formatDateTime, timeTickFormatter } from './value-format.js';

/** Pixels per tick label of a time axis. */
const tickSpacing = 90;

/** Ticks and formats of a time axis over `range` on the unit's clock, in the user's locale. */
export function useTimeAxis(range: TimeRange, timezone: string, locale: string, width: number, seconds = false) {
  return useMemo(() => {
    return {
      domain: [range.from, range.to] as [number, number],
      ticks: timeTicks(range, timezone, Math.max(2, Math.floor(width / tickSpacing))),
      formatTick: timeTickFormatter(range.to - range.from, locale, timezone),
      formatTime: (t: number) => formatDateTime(t, locale, timezone, seconds),
      formatAxisValue: (value: number) => formatNumber(locale, value, { compact: true }),
    };
  }, [range.from, range.to, timezone, locale, width, seconds]);
}
