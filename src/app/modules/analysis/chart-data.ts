import { bucketOf, type PeriodInput } from '../../../domain/consolidation/index.js';
import { goalAt } from './goal-values.js';
import type { MergedRow } from './merge-series.js';
import type { SeriesGoal, SeriesLevel } from './series-types.js';

/** A row of the trend chart: `t`, then per series i `s<i>`, its goal `g<i>` or goal band `b<i>` ([lower, upper]). */
export type ChartRow = { t: number } & Record<string, number | null | [number, number]>;

export const valueKey = (index: number) => `s${index}`;
export const goalKey = (index: number) => `g${index}`;
export const bandKey = (index: number) => `b${index}`;

/** The bucket starting at `t` of a consolidated level; null for raw values (or a time outside every shift). */
function bucketAt(level: SeriesLevel, t: number, period: PeriodInput) {
  if (level === 'raw') return null;
  const bucket = bucketOf(level, t, period);
  return bucket ? { from: bucket.start, to: bucket.end } : null;
}

/** The merged rows with each series' goal target at every instant (prorated per bucket where proportional). */
export function chartRows(rows: readonly MergedRow[], goals: readonly (readonly SeriesGoal[])[], level: SeriesLevel, period: PeriodInput): ChartRow[] {
  const timezone = period.timezone ?? 'UTC';
  const withGoals = goals.some((list) => list.length > 0);
  return rows.map((row) => {
    const chartRow: ChartRow = { t: row.t } as ChartRow;
    row.values.forEach((value, index) => {
      chartRow[valueKey(index)] = value;
    });
    if (!withGoals) return chartRow;
    const bucket = bucketAt(level, row.t, period);
    goals.forEach((list, index) => {
      const target = list.length ? goalAt(list, row.t, bucket, timezone) : null;
      if (target?.value !== undefined) chartRow[goalKey(index)] = target.value;
      if (target?.lower !== undefined || target?.upper !== undefined) {
        chartRow[bandKey(index)] = [target.lower ?? target.upper!, target.upper ?? target.lower!];
      }
    });
    return chartRow;
  });
}

/** Which series have a single-value goal and which a band somewhere in the rows (to draw only those). */
export function goalKinds(rows: readonly ChartRow[], count: number): { single: boolean[]; band: boolean[] } {
  const single = Array.from({ length: count }, (_, index) => rows.some((row) => row[goalKey(index)] !== undefined));
  const band = Array.from({ length: count }, (_, index) => rows.some((row) => row[bandKey(index)] !== undefined));
  return { single, band };
}
