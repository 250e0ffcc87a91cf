/** The answer of the chart routes (README.md, `CardChart`): one chart over a period, its limits by revision, rules and capability. */
import type { Capability, ChartType, HistogramBin, LimitLines, Violations } from '../../../domain/spc/chart-model.js';

/** One plotted subgroup; `i` indexes the full subgroup series (before downsampling), `t` is epoch ms. */
export interface CardChartPoint {
  i: number;
  t: number;
  value: number;
  dispersion: number | null;
  n: number;
  /** Rules this point violates. */
  rules: number[];
}

/** The limits over [from, to) (epoch ms): a revision's, or computed from the period shown when no revision applies. */
export interface CardChartSegment extends LimitLines {
  from: number;
  to: number;
  sigma: number;
  dispersion?: LimitLines;
  /** `given`: center, lcl and ucl all written on the revision; `computed`: at least one computed from subgroups. */
  source: 'given' | 'computed';
}

export interface CardChart {
  chart: ChartType;
  k: number;
  subgroupSize: number;
  /** Subgroups in the period, before downsampling. */
  total: number;
  downsampled: boolean;
  points: CardChartPoint[];
  segments: CardChartSegment[];
  violations: Violations;
  capability: Capability | null;
  histogram: HistogramBin[];
  spec: { lsl: number | null; usl: number | null };
  scale: { min: number | null; max: number | null };
}
