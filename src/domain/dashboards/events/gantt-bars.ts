import type { TimeRange } from '../widget-period.js';

/** A stop as the gantt reads it: epoch ms, end null while open; its motive, if it has one. */
export interface GanttStop {
  id_stop: number;
  start: number;
  end: number | null;
  motive: GanttMotive | null;
}

export interface GanttMotive {
  id_motive: number;
  label: string;
  color: string | null;
}

/** One bar of a frame's row: one stop, or neighbouring stops too short to tell apart at the widget's width. */
export interface GanttBar {
  /** Epoch ms, clipped to the range; an open stop ends at now. */
  start: number;
  end: number;
  /** The first stop of the bar (the one a click or tooltip names when it holds one stop). */
  id_stop: number;
  /** How many stops the bar holds, and their own time (the bar's span less the running gaps between them). */
  stops: number;
  stoppedMs: number;
  /** Whether the bar's last stop is still open. */
  open: boolean;
  /** The motive of the bar's longest stop (null: no motive); `mixed` when its stops have different motives. */
  motive: GanttMotive | null;
  mixed: boolean;
}

const motiveId = (motive: GanttMotive | null) => motive?.id_motive ?? null;

/**
 * A frame's stops as bars over `range` drawn `widthPx` wide. Each stop is clipped to the range (an open one runs
 * up to now). One pixel stands for `(to − from) / widthPx` ms: a stop shorter than that joins the bar before it
 * when the running time between them is shorter too, since neither the stop nor the gap could be seen; the bar
 * counts its stops and keeps the colour of its longest one. A short stop with a visible gap on both sides stays
 * its own bar (drawn one pixel wide). So every bar but the last covers at least a pixel with the gap after it, and
 * a row holds at most `widthPx + 1` bars however many micro-stops the period has; nothing is dropped.
 */
export function ganttBars(stops: readonly GanttStop[], range: TimeRange, now: number, widthPx: number): GanttBar[] {
  const pixelMs = (range.to - range.from) / Math.max(1, widthPx);
  const clipped = stops
    .map((stop) => ({ stop, start: Math.max(stop.start, range.from), end: Math.min(stop.end ?? now, range.to) }))
    .filter((part) => part.end > part.start)
    .sort((a, b) => a.start - b.start || a.stop.id_stop - b.stop.id_stop);
  const bars: GanttBar[] = [];
  let longest = 0;
  for (const { stop, start, end } of clipped) {
    const last = bars[bars.length - 1];
    const short = end - start < pixelMs || (last !== undefined && last.end - last.start < pixelMs);
    if (last && short && start - last.end < pixelMs) {
      last.end = Math.max(last.end, end);
      last.stops += 1;
      last.stoppedMs += end - start;
      last.open ||= stop.end === null;
      if (motiveId(stop.motive) !== motiveId(last.motive)) last.mixed = true;
      if (end - start > longest) {
        longest = end - start;
        last.motive = stop.motive;
      }
      continue;
    }
    longest = end - start;
    bars.push({ start, end, id_stop: stop.id_stop, stops: 1, stoppedMs: end - start, open: stop.end === null, motive: stop.motive, mixed: false });
  }
  return bars;
}
