import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { TimeRange } from '../../analysis/series-types.js';

export interface StopSummary {
  count: number;
  /** Stop time inside the period, annulled stops left out (they do not count). */
  stoppedMs: number;
  /** stoppedMs over the period's length up to now, 0 to 1. */
  share: number;
  withoutMotive: number;
}

/** The figures above the table: stops that count (not annulled), their time inside the period, and those still without a motive. */
export function summarizeStops(stops: readonly StopView[], range: TimeRange, now: number): StopSummary {
  const counted = stops.filter((stop) => stop.status !== 'annulled');
  const periodEnd = Math.min(range.to, now);
  let stoppedMs = 0;
  for (const stop of counted) {
    const start = Math.max(Date.parse(stop.start), range.from);
    const end = Math.min(stop.end === null ? now : Date.parse(stop.end), periodEnd);
    if (end > start) stoppedMs += end - start;
  }
  const periodMs = periodEnd - range.from;
  return {
    count: counted.length,
    stoppedMs,
    share: periodMs > 0 ? Math.min(1, stoppedMs / periodMs) : 0,
    withoutMotive: counted.filter((stop) => stop.id_motive === null).length,
  };
}
