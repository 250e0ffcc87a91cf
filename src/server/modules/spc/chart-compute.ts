/** computeChart: a CardChart from a tag's values, the sampling, the revisions and the rules (README.md, the chart of a card). */
import type { NormalizedPeriod } from '../../../domain/consolidation/index.js';
import { capability, sigmaWithinOf } from '../../../domain/spc/capability.js';
import {
  isAttributeChart,
  type Capability,
  type ChartLimits,
  type ChartPoint,
  type RuleNumber,
  type Subgroup,
  type Violations,
} from '../../../domain/spc/chart-model.js';
import { histogram } from '../../../domain/spc/histogram.js';
import { evaluateRules } from '../../../domain/spc/nelson-rules.js';
import type { RawRows } from '../series/read-store.js';
import type { CardChart } from './card-chart-types.js';
import { keptIndexes } from './chart-reduce.js';
import { placeSegments, type ChartRevision, type PlacedSegment } from './chart-segments.js';
import { computedLimits, pointsOf, subgroupsOf, type SamplingPlan } from './chart-subgroups.js';

export interface ChartInput extends SamplingPlan {
  k: number;
  /** Rules to run; absent: 1–8, and 0 when the tag has a specification limit. */
  rules?: readonly RuleNumber[];
  spec: { lsl: number | null; usl: number | null };
  scale: { min: number | null; max: number | null };
  period: NormalizedPeriod;
  /** Epoch ms, [from, to). */
  from: number;
  to: number;
  points: number;
  values: RawRows;
  revisions: readonly ChartRevision[];
}

export function rulesToRun(input: Pick<ChartInput, 'rules' | 'spec'>): RuleNumber[] {
  if (input.rules) return [...input.rules];
  const hasSpec = input.spec.lsl !== null || input.spec.usl !== null;
  return [...(hasSpec ? [0 as const] : []), 1, 2, 3, 4, 5, 6, 7, 8];
}

/** Each segment's rules with its own center and sigma, indexes shifted into the whole series. */
function violationsOf(input: ChartInput, rules: RuleNumber[], points: readonly ChartPoint[], segments: readonly PlacedSegment[]): Violations {
  const all: Violations = Object.fromEntries(rules.map((rule) => [String(rule), [] as number[]]));
  for (const { segment, start, end } of segments) {
    if (start >= end) continue;
    const values = points.slice(start, end).map((point) => point.value);
    const found = evaluateRules(values, segment.center, segment.sigma, { rules, k: input.k, lsl: input.spec.lsl, usl: input.spec.usl });
    for (const [rule, indexes] of Object.entries(found)) all[rule as `${RuleNumber}`]!.push(...(indexes ?? []).map((i) => i + start));
  }
  for (const indexes of Object.values(all)) indexes!.sort((a, b) => a - b);
  return all;
}

/** Cp/Cpk against the tag's specification with the within sigma of the whole period's chart (sigmaWithinOf), Pp/Ppk with the overall s. */
function capabilityOf(input: ChartInput, subgroups: readonly Subgroup[], limits: ChartLimits | null, individuals: number[]): Capability | null {
  if (isAttributeChart(input.chart) || individuals.length === 0) return null;
  const n = subgroups[0]?.values.length ?? 1;
  return capability(individuals, limits ? sigmaWithinOf(input.chart, limits, n) : null, input.spec.lsl, input.spec.usl);
}

function rulesByPoint(violations: Violations): Map<number, number[]> {
  const byPoint = new Map<number, number[]>();
  for (const [rule, indexes] of Object.entries(violations)) {
    for (const index of indexes ?? []) byPoint.set(index, [...(byPoint.get(index) ?? []), Number(rule)]);
  }
  return byPoint;
}

/** Every value of every subgroup, in order. */
function individualsOf(subgroups: readonly Subgroup[]): number[] {
  const out: number[] = [];
  for (const subgroup of subgroups) for (const value of subgroup.values) out.push(value);
  return out;
}

export function computeChart(input: ChartInput): CardChart {
  const subgroups = subgroupsOf(input, input.values, input.period);
  const points = pointsOf(input, subgroups);
  // The whole period's limits serve capability and, without revisions, the one segment: computed once.
  const whole = computedLimits(input, subgroups, input.k);
  const limitsOf = (computing: readonly Subgroup[]) => (computing === subgroups ? whole : computedLimits(input, computing, input.k));
  const segments = placeSegments(input, subgroups, input.revisions, input.k, input.from, input.to, limitsOf);
  const violations = violationsOf(input, rulesToRun(input), points, segments);
  const byPoint = rulesByPoint(violations);
  const kept = keptIndexes(
    points.map((point) => point.value),
    input.points,
    new Set(byPoint.keys()),
  );
  const individuals = individualsOf(subgroups);
  return {
    chart: input.chart,
    k: input.k,
    subgroupSize: input.subgroupSize,
    total: points.length,
    downsampled: kept.length < points.length,
    points: kept.map((i) => ({ i, ...points[i]!, rules: (byPoint.get(i) ?? []).sort((a, b) => a - b) })),
    segments: segments.map((placed) => placed.segment),
    violations,
    capability: capabilityOf(input, subgroups, whole, individuals),
    histogram: individuals.length > 0 ? histogram(individuals) : [],
    spec: input.spec,
    scale: input.scale,
  };
}
