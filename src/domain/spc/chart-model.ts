import type { SpcCardChart } from '../../generated/api-types.js';

/**
 * The shapes every part of statistical process control shares (README.md of src/server/modules/spc):
 * chart types, subgroups, the plotted points, control limits, rule violations and capability.
 */

export const VARIABLE_CHARTS = ['xbar-r', 'xbar-s', 'i-mr'] as const;
export const ATTRIBUTE_CHARTS = ['p', 'np', 'c', 'u'] as const;
export const CHART_TYPES = [...VARIABLE_CHARTS, ...ATTRIBUTE_CHARTS] as const;

export type VariableChart = (typeof VARIABLE_CHARTS)[number];
export type AttributeChart = (typeof ATTRIBUTE_CHARTS)[number];
export type ChartType = VariableChart | AttributeChart;

export const isAttributeChart = (chart: ChartType): chart is AttributeChart => (ATTRIBUTE_CHARTS as readonly string[]).includes(chart);

/** Subgroup sizes of the constants table and of X̄-R / X̄-S cards. */
export const MIN_SUBGROUP_SIZE = 2;
export const MAX_SUBGROUP_SIZE = 25;
/** The sigma multiple of the control limits when the card names none (Shewhart's three sigma). */
export const DEFAULT_K = 3;

/** Card sampling: `subgroup` = consecutive values in subgroups of n; `day-N` = one subgroup per production day of N entries. */
export const SAMPLINGS = ['subgroup', 'day-3', 'day-6', 'day-24'] as const;
export type Sampling = (typeof SAMPLINGS)[number];
export const entriesPerDay = (sampling: Sampling): 3 | 6 | 24 | null =>
  sampling === 'day-3' ? 3 : sampling === 'day-6' ? 6 : sampling === 'day-24' ? 24 : null;

/** Rule 0: outside the specification limits; 1–8: Nelson's tests (J. Qual. Technol. 16(4), 1984). */
export const RULE_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type RuleNumber = (typeof RULE_NUMBERS)[number];

/** A subgroup of a tag's values: `t` its first value's time (epoch ms), `end` its last's. */
export interface Subgroup {
  t: number;
  end: number;
  values: number[];
}

/** One plotted point: the subgroup statistic (x̄, x, p, np, c or u) and its dispersion (R, S or MR; null for the first MR). */
export interface ChartPoint {
  t: number;
  value: number;
  dispersion: number | null;
  /** Values in the subgroup, or the sample size of an attribute point. */
  n: number;
}

export interface LimitLines {
  center: number;
  lcl: number;
  ucl: number;
}

/**
 * Control limits of a chart. `sigma` is the standard deviation of the plotted statistic
 * ((ucl − center) / k), the unit of the rules' zones. `dispersion` is the R, S or MR chart (absent for attribute charts).
 * p and u charts with unequal sample sizes: `lcl`/`ucl` are at the average size, and `lclByPoint`/`uclByPoint` per point.
 */
export interface ChartLimits extends LimitLines {
  sigma: number;
  dispersion?: LimitLines;
  lclByPoint?: number[];
  uclByPoint?: number[];
}

/** Violated points by rule number ("0".."8"), 0-based indexes into the values, ascending. */
export type Violations = Partial<Record<`${RuleNumber}`, number[]>>;

export interface RuleOptions {
  /** Rules to run; default 1–8 (0 also when a specification limit is given). */
  rules?: readonly RuleNumber[];
  /** Sigma multiple of rule 1 (default 3). */
  k?: number;
  /** Specification limits of rule 0 (the tag's spec_low / spec_high). */
  lsl?: number | null;
  usl?: number | null;
}

/** Process capability (AIAG SPC manual, 2nd ed., ch. IV): within (σ̂ = R̄/d2, S̄/c4 or MR̄/d2) and overall (sample s) sigma. */
export type Capability = NonNullable<SpcCardChart['capability']>;

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}
