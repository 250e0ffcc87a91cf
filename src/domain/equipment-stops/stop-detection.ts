/**
 * Stops of a frame found from its state tag: where the equipment stopped and started again, with
 * micro-stops merged as the frame's settings say. Pure, so the detection job can run it again over
 * the same readings and get the same stops (idempotent), whatever order the readings came in.
 */

/** One reading of the state tag: at `ts` (ms since the epoch) the equipment was stopped or running. */
export interface StateReading {
  ts: number;
  stopped: boolean;
}

/** A stopped time; `end` null while the last reading still says stopped (an open stop). */
export interface StopInterval {
  start: number;
  end: number | null;
}

/** The frame's micro-stop settings (spec: minimum duration and interval, in seconds). */
export interface MicroStopSettings {
  minDurationSec: number;
  minIntervalSec: number;
}

export interface DetectedStops {
  /** Stops to record: at least the minimum duration long, or still open. */
  stops: StopInterval[];
  /** Closed stops shorter than the minimum duration: a performance loss, not an availability one. */
  microStops: StopInterval[];
}

/**
 * The stopped intervals of the readings. Readings are taken in time order; two readings at the same
 * instant that disagree count as stopped (the order they arrived in must not matter). A stop starts at
 * the first stopped reading after a running one and ends at the next running reading.
 */
export function stoppedIntervals(readings: readonly StateReading[]): StopInterval[] {
  const stoppedAt = new Map<number, boolean>();
  for (const { ts, stopped } of readings) stoppedAt.set(ts, stopped || stoppedAt.get(ts) === true);
  const intervals: StopInterval[] = [];
  let open: number | null = null;
  for (const ts of [...stoppedAt.keys()].sort((a, b) => a - b)) {
    const stopped = stoppedAt.get(ts)!;
    if (stopped && open === null) open = ts;
    else if (!stopped && open !== null) {
      intervals.push({ start: open, end: ts });
      open = null;
    }
  }
  if (open !== null) intervals.push({ start: open, end: null });
  return intervals;
}

/**
 * Joins stops separated by less than the minimum interval of running (or overlapping) into one, then
 * sets apart the closed stops shorter than the minimum duration as micro-stops. A run of short stops
 * close together thus becomes one recorded stop; a lone short one stays a micro-stop.
 */
export function mergeMicroStops(intervals: readonly StopInterval[], settings: MicroStopSettings): DetectedStops {
  const minGap = settings.minIntervalSec * 1000;
  const minDuration = settings.minDurationSec * 1000;
  const merged: StopInterval[] = [];
  for (const next of [...intervals].sort((a, b) => a.start - b.start || endOrder(a.end) - endOrder(b.end))) {
    const last = merged[merged.length - 1];
    if (last && (last.end === null || next.start - last.end < minGap)) {
      last.end = last.end === null || next.end === null ? null : Math.max(last.end, next.end);
    } else merged.push({ ...next });
  }
  const isMicro = (stop: StopInterval) => stop.end !== null && stop.end - stop.start < minDuration;
  return { stops: merged.filter((stop) => !isMicro(stop)), microStops: merged.filter(isMicro) };
}

const endOrder = (end: number | null) => end ?? Number.POSITIVE_INFINITY;

/** The frame's stops from its state readings, micro-stops merged and set apart. */
export function detectStops(readings: readonly StateReading[], settings: MicroStopSettings): DetectedStops {
  return mergeMicroStops(stoppedIntervals(readings), settings);
}
