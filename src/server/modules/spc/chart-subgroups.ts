/** A chart's subgroups, points and limits from a tag's stored values (README.md, Limits: subgroups). */
import type { NormalizedPeriod } from '../../../domain/consolidation/index.js';
import {
  isAttributeChart,
  entriesPerDay,
  type ChartLimits,
  type ChartPoint,
  type ChartType,
  type Sampling,
  type Subgroup,
} from '../../../domain/spc/chart-model.js';
import { attributeLimits, chartPoints, variableLimits } from '../../../domain/spc/limits.js';
import { subgroupsByDay, subgroupsBySize } from '../../../domain/spc/subgroups.js';
import type { RawRows } from '../series/read-store.js';

/** How a chart samples its tag: `subgroupSize` is 1 for I-MR and attribute charts (each value a point). */
export interface SamplingPlan {
  chart: ChartType;
  sampling: Sampling;
  subgroupSize: number;
  /** Attribute charts: each stored value is a count out of this many (c: 1 when absent). */
  sampleSize: number | null;
}

/** Subgroups of consecutive values, or one per production day of N block means (day-N, X̄ charts only). */
export function subgroupsOf(plan: SamplingPlan, rows: RawRows, period: NormalizedPeriod): Subgroup[] {
  const entries = entriesPerDay(plan.sampling);
  if (entries && !isAttributeChart(plan.chart) && plan.chart !== 'i-mr') return subgroupsByDay(rows.times, rows.values, entries, period);
  const size = plan.chart === 'xbar-r' || plan.chart === 'xbar-s' ? plan.subgroupSize : 1;
  return subgroupsBySize(rows.times, rows.values, size);
}

const sizesOf = (plan: SamplingPlan, count: number): number[] => new Array<number>(count).fill(plan.sampleSize ?? 1);

export function pointsOf(plan: SamplingPlan, subgroups: readonly Subgroup[]): ChartPoint[] {
  if (subgroups.length === 0) return [];
  return chartPoints(plan.chart, subgroups, isAttributeChart(plan.chart) ? sizesOf(plan, subgroups.length) : undefined);
}

const finiteLimits = (limits: ChartLimits): boolean => [limits.center, limits.lcl, limits.ucl, limits.sigma].every(Number.isFinite);

/** Limits computed from the subgroups at k sigma; null when they are too few to compute any (I-MR needs two values). */
export function computedLimits(plan: SamplingPlan, subgroups: readonly Subgroup[], k: number): ChartLimits | null {
  const minimum = plan.chart === 'i-mr' ? 2 : 1;
  if (subgroups.length < minimum) return null;
  try {
    const limits = isAttributeChart(plan.chart)
      ? attributeLimits(
          plan.chart,
          subgroups.map((subgroup) => subgroup.values[0]!),
          sizesOf(plan, subgroups.length),
          k,
        )
      : variableLimits(
          plan.chart,
          subgroups.map((subgroup) => subgroup.values),
          k,
        );
    return finiteLimits(limits) ? limits : null;
  } catch {
    // The domain refuses data it cannot chart (a count above its sample size...): no limits rather than a 500.
    return null;
  }
}
