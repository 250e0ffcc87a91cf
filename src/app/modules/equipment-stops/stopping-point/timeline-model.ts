import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { TimeRange } from '../../analysis/series-types.js';

/** A stop without a motive. */
export const NO_MOTIVE_COLOR = '#9e9e9e';
/** The thinnest bar drawn, so a short stop over a long period can still be seen and hovered. */
export const MIN_BAR_PX = 2;

export interface TimelineBar {
  stop: StopView;
  x: number;
  width: number;
  color: string;
  annulled: boolean;
}

/** Where an instant falls on a lane `width` pixels wide showing `range`. */
export const xOf = (ms: number, range: TimeRange, width: number): number => ((ms - range.from) / (range.to - range.from)) * width;

/**
 * The stops as bars on a lane `width` pixels wide: clipped to the period (an open stop runs up to `now`),
 * coloured by their motive, grey without one. Stops outside the period are left out.
 */
export function timelineBars(stops: readonly StopView[], range: TimeRange, width: number, now: number): TimelineBar[] {
  const bars: TimelineBar[] = [];
  for (const stop of stops) {
    const start = Math.max(Date.parse(stop.start), range.from);
    const end = Math.min(stop.end === null ? now : Date.parse(stop.end), range.to);
    if (end <= start) continue;
    const x = xOf(start, range, width);
    const length = xOf(end, range, width) - x;
    bars.push({
      stop,
      x: Math.min(x, width - MIN_BAR_PX),
      width: Math.max(length, MIN_BAR_PX),
      color: stop.motive?.color || NO_MOTIVE_COLOR,
      annulled: stop.status === 'annulled',
    });
  }
  return bars;
}

/** The running part of the lane: from the period's start up to now or its end, whichever comes first. */
export function runningSpan(range: TimeRange, width: number, now: number): { x: number; width: number } {
  const end = Math.min(now, range.to);
  return { x: 0, width: Math.max(0, xOf(end, range, width)) };
}
