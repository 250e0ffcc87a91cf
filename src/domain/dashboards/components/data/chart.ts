import type { SeriesLimits, SeriesPoint } from '../../../series/series-answer.js';
import type { GoalSegment } from '../../tag-values/goal-targets.js';
import type { TagLabel } from './tag-reading.js';

/** One tag of the chart: its points over the period (reduced to about the frame's width), limits and goal targets. */
export interface ChartSeries extends TagLabel {
  points: SeriesPoint[];
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
