/**
 * The subgroups a chart answer carries (README.md, Long periods): every one when they fit in `points`,
 * else M4 over the statistic in subgroup order (src/domain/series/downsample-m4.ts, as process analysis
 * reduces a series), plus every violated subgroup whatever the budget.
 */
import { downsampleM4 } from '../../../domain/series/downsample-m4.js';

/** Ascending indexes of the subgroups kept. */
export function keptIndexes(values: readonly number[], points: number, violated: ReadonlySet<number>): number[] {
  if (values.length <= points) return values.map((_value, i) => i);
  // The subgroup index is the time axis: buckets of equal subgroup counts, one chart column each.
  const order = Float64Array.from(values, (_value, i) => i);
  const reduced = downsampleM4(order, values, 0, values.length, points);
  const kept = new Set<number>(violated);
  for (const index of reduced.times) kept.add(index);
  return [...kept].sort((a, b) => a - b);
}
