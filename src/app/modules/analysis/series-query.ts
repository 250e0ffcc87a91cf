import type { SeriesLevel, TimeRange } from './series-types.js';

/** Points asked for when the chart's width is not known yet. */
export const defaultPoints = 1000;

/** About one point per pixel of the plot, within sane bounds. */
export function pointsForWidth(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return defaultPoints;
  return Math.min(4000, Math.max(100, Math.round(width / 50) * 50));
}

export interface SeriesQuery {
  tags: readonly number[];
  range: TimeRange;
  level: SeriesLevel;
  points: number;
}

/** The API path of `GET MES/queries/series` for a query. */
export function seriesPath({ tags, range, level, points }: SeriesQuery): string {
  const params = new URLSearchParams({
    tags: tags.join(','),
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    level,
    points: String(points),
  });
  return `MES/queries/series?${params.toString()}`;
}
