import type { GanttBar } from '../../events/gantt-bars.js';

/** One event's row of the gantt. */
export interface GanttRow {
  id_frame: number;
  code: string;
  description: string;
  /** Its stops over the range, reduced to the widget's width (`ganttBars`). */
  bars: GanttBar[];
  /** How many stops the row holds in all. */
  stops: number;
}

/** The gantt component's data (server: widget-data/gantt.ts; app: components/gantt/). Times are epoch ms. */
export interface GanttData {
  from: number;
  to: number;
  now: number;
  /** In the order of the widget's `frames`. */
  rows: GanttRow[];
}
