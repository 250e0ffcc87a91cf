import type { StopInterval } from '../../../domain/equipment-stops/stop-detection.js';

/**
 * Where the next detection run of a frame may start reading: before it nothing can change any more.
 * A stop (or micro-stop) is settled once it is closed and the readings after it have run for at least
 * the minimum interval, since a later stop can no longer be merged with it. The mark is the start of the
 * first unsettled stop, else the last reading (a running one); without readings it stays at `from`.
 * Starting at a stop's start, or at a running reading, the next run sees every stop whole.
 */
export function settledMark(intervals: readonly StopInterval[], lastReading: number | null, minIntervalMs: number, from: number): number {
  if (lastReading === null) return from;
  let mark = lastReading;
  for (const stop of intervals) {
    const settled = stop.end !== null && lastReading - stop.end >= minIntervalMs;
    if (!settled) mark = Math.min(mark, stop.start);
  }
  return Math.max(from, mark);
}
