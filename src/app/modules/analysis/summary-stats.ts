import type { SeriesPoint } from './series-types.js';

export interface Summary {
  count: number;
  min: number;
  max: number;
  average: number;
}

/** Minimum, maximum and average of a series' values (gaps ignored); null when it has none. */
export function summarize(points: readonly Pick<SeriesPoint, 'v'>[]): Summary | null {
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const { v } of points) {
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    count += 1;
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return count ? { count, min, max, average: sum / count } : null;
}

/** Period B minus period A, per statistic; null where either side has no values. */
export function summaryDifference(a: Summary | null, b: Summary | null): Omit<Summary, 'count'> | null {
  if (!a || !b) return null;
  return { min: b.min - a.min, max: b.max - a.max, average: b.average - a.average };
}
