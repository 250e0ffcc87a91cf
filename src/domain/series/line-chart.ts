/** The spec's limit: a line chart is offered only for series with fewer raw points than this. */
export const lineChartMaxPoints = 500;

/** What the rule needs of a drawn series: how many points it has and whether the server reduced them. */
export interface DrawnSeries {
  points: number;
  /** Reduced by the server (M4: each pixel column's first, last, minimum and maximum point). */
  downsampled: boolean;
}

/**
 * The 500-point rule is about raw, un-reduced points (a line through thousands of stored values is a
 * smear). A series the server reduced to the chart's width is already one point set per pixel column and
 * keeps every column's extremes, so it is drawn as a line however many points it has.
 */
export const lineChartAllowedFor = (series: DrawnSeries): boolean => series.downsampled || series.points < lineChartMaxPoints;

/** Whether the line option is offered for a chart of these series: every one of them must allow it. */
export const lineChartAllowed = (series: readonly DrawnSeries[]): boolean => series.every(lineChartAllowedFor);

/** The most raw (un-reduced) points of any series: the count the "points only" hint names. */
export const mostRawPoints = (series: readonly DrawnSeries[]): number => Math.max(0, ...series.filter((item) => !item.downsampled).map((item) => item.points));
