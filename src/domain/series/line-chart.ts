/** The spec's limit: a line chart is offered only for series with fewer points than this. */
export const lineChartMaxPoints = 500;

/** Whether the line option is offered for a series of `points` points (strictly under the limit). */
export const lineChartAllowed = (points: number): boolean => points < lineChartMaxPoints;
