/**
 * How much of each stop falls inside a period, and how that stop time splits into the planned and unplanned
 * stop time of OEE (README of the equipment-stops module, "OEE"). Times are epoch milliseconds UTC.
 */
import type { LossCategory } from './stop-model.js';

const MINUTE_MS = 60_000;

/** A stop as OEE reads it: `end` null while it is open (counted up to "now"), its motive's loss category or null. */
export interface StopSpan {
  start: number;
  end: number | null;
  lossCategory: LossCategory | null;
}

/** A half-open period [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** Milliseconds of [start, end) inside [from, to); 0 when they do not meet. */
export function overlapMs(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/** The part of a stop inside the period, an open stop lasting up to `now`; null when nothing of it is inside. */
export function clipStop(stop: StopSpan, period: Span, now: number): Span | null {
  const start = Math.max(stop.start, period.start);
  const end = Math.min(stop.end ?? now, period.end);
  return end > start ? { start, end } : null;
}

/**
 * Planned stops (motive category `planned`) shorten the planned production time; availability losses and
 * stops without a motive are unplanned and shorten the run time; performance and quality losses shorten
 * neither (their loss shows in the performance and quality factors).
 */
export function stopKind(lossCategory: LossCategory | null): 'planned' | 'unplanned' | 'neither' {
  if (lossCategory === 'planned') return 'planned';
  if (lossCategory === null || lossCategory === 'availability') return 'unplanned';
  return 'neither';
}

export interface StopMinutes {
  plannedStopMin: number;
  unplannedStopMin: number;
}

/** Planned and unplanned stop minutes inside the period. */
export function stopMinutesIn(stops: readonly StopSpan[], period: Span, now: number): StopMinutes {
  let planned = 0;
  let unplanned = 0;
  for (const stop of stops) {
    const part = clipStop(stop, period, now);
    if (!part) continue;
    const kind = stopKind(stop.lossCategory);
    if (kind === 'planned') planned += part.end - part.start;
    else if (kind === 'unplanned') unplanned += part.end - part.start;
  }
  return { plannedStopMin: planned / MINUTE_MS, unplannedStopMin: unplanned / MINUTE_MS };
}

export interface BucketTimes {
  plannedProductionTimeMin: number;
  runTimeMin: number;
}

/**
 * Planned production time (period − planned stops) and run time (planned production time − unplanned
 * stops) of one period, never below 0 (stops that overlap each other cannot make time negative).
 */
export function bucketTimes(stops: readonly StopSpan[], period: Span, now: number): BucketTimes {
  const { plannedStopMin, unplannedStopMin } = stopMinutesIn(stops, period, now);
  const periodMin = Math.max(0, period.end - period.start) / MINUTE_MS;
  const plannedProductionTimeMin = Math.max(0, periodMin - plannedStopMin);
  return { plannedProductionTimeMin, runTimeMin: Math.max(0, plannedProductionTimeMin - unplannedStopMin) };
}

/** Index of the first span whose end is after `t` (spans sorted and not overlapping); spans.length when none. */
function firstSpanEndingAfter(spans: readonly Span[], t: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.end > t) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * `bucketTimes` of many periods at once (sorted, not overlapping): each stop visits only the periods it
 * touches, so a year of hours over a year of stops stays linear instead of hours × stops.
 */
export function bucketTimesPerSpan(stops: readonly StopSpan[], spans: readonly Span[], now: number): BucketTimes[] {
  const planned = spans.map(() => 0);
  const unplanned = spans.map(() => 0);
  for (const stop of stops) {
    const kind = stopKind(stop.lossCategory);
    if (kind === 'neither') continue;
    const into = kind === 'planned' ? planned : unplanned;
    for (let i = firstSpanEndingAfter(spans, stop.start); i < spans.length && spans[i]!.start < (stop.end ?? now); i++) {
      const part = clipStop(stop, spans[i]!, now);
      if (part) into[i]! += part.end - part.start;
    }
  }
  return spans.map((span, i) => {
    const periodMin = Math.max(0, span.end - span.start) / MINUTE_MS;
    const plannedProductionTimeMin = Math.max(0, periodMin - planned[i]! / MINUTE_MS);
    return { plannedProductionTimeMin, runTimeMin: Math.max(0, plannedProductionTimeMin - unplanned[i]! / MINUTE_MS) };
  });
}
