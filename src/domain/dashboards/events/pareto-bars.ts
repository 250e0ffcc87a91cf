/** What the pareto ranks: stop time or number of stops. */
export type ParetoMeasure = 'duration' | 'count';

/** One motive's stops over the period (a row of `sumStopsBy`); key null: stops without a motive. */
export interface ParetoSumRow {
  key: number | null;
  label: string | null;
  color: string | null;
  durationMs: number;
  count: number;
}

/** A bar of the widget's pareto: a motive, the stops without one, or the motives past the last bar summed. */
export interface ParetoBar extends ParetoSumRow {
  kind: 'motive' | 'noMotive' | 'others';
  /** The bar's share of the period's total, and the share up to and including it (0–1), in the chosen measure. */
  share: number;
  cumulativeShare: number;
  /** How many motive rows the bar holds (more than one only for `others`). */
  rows: number;
}

export const measureOf = (row: Pick<ParetoSumRow, 'durationMs' | 'count'>, measure: ParetoMeasure): number =>
  measure === 'duration' ? row.durationMs : row.count;

/** Biggest first in the measure; ties by the other measure, then by key (stops without a motive last), so no order depends on the database. */
function byMeasure(measure: ParetoMeasure) {
  const other: ParetoMeasure = measure === 'duration' ? 'count' : 'duration';
  return (a: ParetoSumRow, b: ParetoSumRow): number => {
    const first = measureOf(b, measure) - measureOf(a, measure);
    if (first !== 0) return first;
    const second = measureOf(b, other) - measureOf(a, other);
    if (second !== 0) return second;
    if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
    return a.key - b.key;
  };
}

/**
 * The Pareto diagram of the stops (J. M. Juran, Quality Control Handbook, McGraw-Hill, 1951: the "vital few"
 * causes hold most of the loss): motives sorted by the measure, biggest first, with the cumulative share. When
 * there are more motives than `maxBars`, the first `maxBars − 1` keep their bar and the rest are summed in one
 * "Others" bar drawn last, whatever its size (K. Ishikawa, Guide to Quality Control, 1976, ch. 5), so the
 * cumulative line still ends at 100 %.
 */
export function paretoBars(rows: readonly ParetoSumRow[], measure: ParetoMeasure, maxBars: number): { bars: ParetoBar[]; total: number } {
  const sorted = rows.filter((row) => measureOf(row, measure) > 0).sort(byMeasure(measure));
  const total = sorted.reduce((sum, row) => sum + measureOf(row, measure), 0);
  const limit = Math.max(1, Math.floor(maxBars));
  const kept = sorted.length > limit ? sorted.slice(0, limit - 1) : sorted;
  const rest = sorted.slice(kept.length);
  const bars: Omit<ParetoBar, 'share' | 'cumulativeShare'>[] = kept.map((row) => ({ ...row, kind: row.key === null ? 'noMotive' : 'motive', rows: 1 }));
  if (rest.length)
    bars.push({
      key: null,
      label: null,
      color: null,
      durationMs: rest.reduce((sum, row) => sum + row.durationMs, 0),
      count: rest.reduce((sum, row) => sum + row.count, 0),
      kind: 'others',
      rows: rest.length,
    });
  let running = 0;
  return {
    total,
    bars: bars.map((bar) => {
      const value = measureOf(bar, measure);
      running += value;
      return { ...bar, share: total > 0 ? value / total : 0, cumulativeShare: total > 0 ? running / total : 0 };
    }),
  };
}
