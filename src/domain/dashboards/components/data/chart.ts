import type { SeriesLimits } from '../../../series/series-answer.js';
import type { GoalSegment } from '../../tag-values/goal-targets.js';
import type { TagLabel } from './tag-reading.js';

/**
 * One tag of the chart: its points over the period (reduced to about the frame's width) as columns, `values[i]`
 * at `times[i]` (epoch ms; null is a gap), limits and goal targets. Columns, not `{ t, v }` objects with text
 * instants: a 20-chart tab's answer is about half the size and far quicker to write and read.
 */
export interface ChartSeries extends TagLabel {
  times: number[];
  values: (number | null)[];
  /** The server reduced the points (M4: each pixel column's first, minimum, maximum and last). */
  downsampled: boolean;
  limits: SeriesLimits;
  /** The goals' targets over the period (epoch ms), fixed goals on stored values, proportional ones shared per bucket. */
  goals: GoalSegment[];
}

/** The chart's data (server: widget-data/chart.ts; app: components/chart/). */
export interface ChartData {
  /** ISO instants of the period, start included, end excluded. */
  from: string;
  to: string;
  series: ChartSeries[];
}
