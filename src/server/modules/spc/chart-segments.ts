/**
 * The limits of each part of a chart (README.md, Limits): a revision's from its valid_from to the next one's,
 * filled center/lcl/ucl as given (sigma = (ucl − lcl) / 2k) and blank ones computed from its base period's
 * subgroups, or from the subgroups it covers when it has none; before the first revision (or without any),
 * computed from the period shown. Dispersion limits are always computed.
 */
import type { ChartLimits, Subgroup } from '../../../domain/spc/chart-model.js';
import type { CardChartSegment } from './card-chart-types.js';
import { computedLimits, type SamplingPlan } from './chart-subgroups.js';

export interface GivenLimits {
  center: number | null;
  lcl: number | null;
  ucl: number | null;
}

/** A revision with its start resolved to epoch ms and its base period's subgroups (null without a base period). */
export interface ChartRevision {
  validFrom: number;
  given: GivenLimits;
  base: Subgroup[] | null;
}

/** A segment's limits and the subgroup indexes [start, end) it covers. */
export interface PlacedSegment {
  segment: CardChartSegment;
  start: number;
  end: number;
}

const noneGiven: GivenLimits = { center: null, lcl: null, ucl: null };

function segmentLimits(given: GivenLimits, computed: ChartLimits | null, k: number): Omit<CardChartSegment, 'from' | 'to'> | null {
  const center = given.center ?? computed?.center;
  const lcl = given.lcl ?? computed?.lcl;
  const ucl = given.ucl ?? computed?.ucl;
  if (center === undefined || lcl === undefined || ucl === undefined) return null;
  const sigma = given.lcl !== null && given.ucl !== null ? (given.ucl - given.lcl) / (2 * k) : computed!.sigma;
  if (!(sigma > 0)) return null;
  const source = given.center !== null && given.lcl !== null && given.ucl !== null ? 'given' : 'computed';
  return { center, lcl, ucl, sigma, ...(computed?.dispersion ? { dispersion: computed.dispersion } : {}), source };
}

/** First index of `subgroups` whose time is at or after `at` (they are in time order). */
function firstAtOrAfter(subgroups: readonly Subgroup[], at: number): number {
  let lo = 0;
  let hi = subgroups.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (subgroups[mid]!.t < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The segments of [from, to) holding limits, in time order; a part whose limits cannot be computed (too few subgroups) has none. */
export function placeSegments(
  plan: SamplingPlan,
  subgroups: readonly Subgroup[],
  revisions: readonly ChartRevision[],
  k: number,
  from: number,
  to: number,
  limitsOf: (computing: readonly Subgroup[]) => ChartLimits | null = (computing) => computedLimits(plan, computing, k),
): PlacedSegment[] {
  const sorted = [...revisions].sort((a, b) => a.validFrom - b.validFrom);
  const parts: { from: number; to: number; revision: ChartRevision | null }[] = [];
  const firstStart = sorted[0]?.validFrom ?? Infinity;
  if (firstStart > from) parts.push({ from, to: Math.min(firstStart, to), revision: null });
  sorted.forEach((revision, i) => {
    const partFrom = Math.max(revision.validFrom, from);
    const partTo = Math.min(sorted[i + 1]?.validFrom ?? Infinity, to);
    if (partFrom < partTo) parts.push({ from: partFrom, to: partTo, revision });
  });
  const placed: PlacedSegment[] = [];
  for (const part of parts) {
    const start = firstAtOrAfter(subgroups, part.from);
    const end = firstAtOrAfter(subgroups, part.to);
    const computing = part.revision?.base ?? (start === 0 && end === subgroups.length ? subgroups : subgroups.slice(start, end));
    const limits = segmentLimits(part.revision?.given ?? noneGiven, limitsOf(computing), k);
    if (limits) placed.push({ segment: { from: part.from, to: part.to, ...limits }, start, end });
  }
  return placed;
}
