/**
 * The chart answer of `POST SPC/queries/chart`, `GET SPC/queries/cards/:id/chart` and the production view
 * (`CardChart` of src/server/modules/spc/README.md). Declared here until the server's route schemas generate it.
 */
import type { Capability, ChartType, HistogramBin, RuleNumber } from '../../../../domain/spc/chart-model.js';

export interface CardChartPoint {
  /** Index into the full subgroup series (not into `points`, which may be reduced). */
  i: number;
  /** Epoch ms of the subgroup. */
  t: number;
  value: number;
  dispersion: number | null;
  n: number;
  rules: number[];
}

export interface CardChartSegment {
  /** Epoch ms: the limits apply from `from` to `to`. */
  from: number;
  to: number;
  center: number;
  lcl: number;
  ucl: number;
  sigma: number;
  dispersion?: { center: number; lcl: number; ucl: number };
  source: 'given' | 'computed';
}

export interface CardChart {
  chart: ChartType;
  k: number;
  subgroupSize: number;
  total: number;
  downsampled: boolean;
  points: CardChartPoint[];
  segments: CardChartSegment[];
  violations: Partial<Record<`${RuleNumber}`, number[]>>;
  capability: Capability | null;
  histogram: HistogramBin[];
  spec: { lsl: number | null; usl: number | null };
  scale: { min: number | null; max: number | null };
}
