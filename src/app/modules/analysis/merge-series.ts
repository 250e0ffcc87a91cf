import type { SeriesPoint } from './series-types.js';

/** One instant of several series: `values[i]` is series i's value then (null when it has none). */
export interface MergedRow {
  t: number;
  label?: string;
  values: (number | null)[];
}

/** The points of several series on one time line, in time order (table view, CSV, report). */
export function mergeByTime(series: readonly { points: readonly SeriesPoint[] }[]): MergedRow[] {
  const rows = new Map<number, MergedRow>();
  series.forEach(({ points }, index) => {
    for (const point of points) {
      const t = Date.parse(point.t);
      if (!Number.isFinite(t)) continue;
      let row = rows.get(t);
      if (!row) {
        row = { t, values: series.map(() => null) };
        rows.set(t, row);
      }
      if (point.label !== undefined && row.label === undefined) row.label = point.label;
      row.values[index] = typeof point.v === 'number' && Number.isFinite(point.v) ? point.v : null;
    }
  });
  return [...rows.values()].sort((a, b) => a.t - b.t);
}
