import type { AttributeChart, ChartLimits, ChartPoint, ChartType, Subgroup, VariableChart } from './chart-model.js';

/** The plotted points of a chart: per subgroup its statistic and dispersion; attribute charts: counts[i] / sizes[i]. */
export function chartPoints(chart: ChartType, subgroups: readonly Subgroup[], sizes?: readonly number[]): ChartPoint[] {
  throw new Error(`not built yet: ${chart} ${subgroups.length} ${sizes?.length}`);
}

/** Limits of X̄-R, X̄-S (subgroups of 2–25) and I-MR (subgroups of one value) at k sigma. */
export function variableLimits(chart: VariableChart, subgroups: readonly (readonly number[])[], k: number): ChartLimits {
  throw new Error(`not built yet: ${chart} ${subgroups.length} ${k}`);
}

/** Limits of p, np, c and u charts from counts (defectives or defects) and sample sizes, at k sigma. */
export function attributeLimits(chart: AttributeChart, counts: readonly number[], sizes: readonly number[], k: number): ChartLimits {
  throw new Error(`not built yet: ${chart} ${counts.length} ${sizes.length} ${k}`);
}
