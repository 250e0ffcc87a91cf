import type { AnalysisTag } from './series-types.js';

/**
 * The total of a report column by the tag's aggregation: the mean of the periods for AVERAGE, the
 * sum for SUM and for DIFF (the changes of consecutive periods add up to the change of the whole).
 * A CALC tag's formula needs its inputs' totals, so its column has none; nor has a column without values.
 */
export function reportTotal(aggregation: AnalysisTag['aggregation'], values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!present.length || aggregation === 'CALC') return null;
  const sum = present.reduce((total, v) => total + v, 0);
  return aggregation === 'SUM' || aggregation === 'DIFF' ? sum : sum / present.length;
}
