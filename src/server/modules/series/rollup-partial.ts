import type { AggregationKind } from '../../../domain/consolidation/index.js';

/**
 * Mergeable partial aggregates of one bucket: enough to give AVERAGE, SUM and DIFF exactly after any
 * number of merges, in any order, without rereading raw rows.
 */
export interface RollupPartial {
  count: number;
  sum: number;
  min_v: number;
  min_t: number;
  max_v: number;
  max_t: number;
  first_v: number;
  first_t: number;
  last_v: number;
  last_t: number;
}

export function partialOf(t: number, v: number): RollupPartial {
  return { count: 1, sum: v, min_v: v, min_t: t, max_v: v, max_t: t, first_v: v, first_t: t, last_v: v, last_t: t };
}

/** Adds one sample to `into` (mutates it): the hot loop of writes and rebuilds. */
export function addSample(into: RollupPartial, t: number, v: number): void {
  into.count += 1;
  into.sum += v;
  if (v < into.min_v || (v === into.min_v && t < into.min_t)) {
    into.min_v = v;
    into.min_t = t;
  }
  if (v > into.max_v || (v === into.max_v && t < into.max_t)) {
    into.max_v = v;
    into.max_t = t;
  }
  if (t < into.first_t) {
    into.first_v = v;
    into.first_t = t;
  }
  if (t >= into.last_t) {
    into.last_v = v;
    into.last_t = t;
  }
}

/** The union of two partials of disjoint sample sets (the SQL upsert does the same, see rollup-upsert.ts). */
export function mergePartials(a: RollupPartial, b: RollupPartial): RollupPartial {
  const minFromB = b.min_v < a.min_v || (b.min_v === a.min_v && b.min_t < a.min_t);
  const maxFromB = b.max_v > a.max_v || (b.max_v === a.max_v && b.max_t < a.max_t);
  const firstFromB = b.first_t < a.first_t;
  const lastFromB = b.last_t > a.last_t;
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    min_v: minFromB ? b.min_v : a.min_v,
    min_t: minFromB ? b.min_t : a.min_t,
    max_v: maxFromB ? b.max_v : a.max_v,
    max_t: maxFromB ? b.max_t : a.max_t,
    first_v: firstFromB ? b.first_v : a.first_v,
    first_t: firstFromB ? b.first_t : a.first_t,
    last_v: lastFromB ? b.last_v : a.last_v,
    last_t: lastFromB ? b.last_t : a.last_t,
  };
}

/** The consolidated value of a bucket, as `aggregate(kind, samples)` of its raw samples gives it. */
export function rollupValue(kind: AggregationKind, partial: RollupPartial): number | null {
  if (partial.count <= 0) return null;
  switch (kind) {
    case 'AVERAGE':
      return partial.sum / partial.count;
    case 'SUM':
      return partial.sum;
    case 'DIFF':
      return partial.last_v - partial.first_v;
  }
}

/** A rollup row as either driver answers it (PostgreSQL gives bigint columns as strings). */
export function partialFromRow(row: Record<string, unknown>): RollupPartial {
  return {
    count: Number(row.count),
    sum: Number(row.sum),
    min_v: Number(row.min_v),
    min_t: Number(row.min_t),
    max_v: Number(row.max_v),
    max_t: Number(row.max_t),
    first_v: Number(row.first_v),
    first_t: Number(row.first_t),
    last_v: Number(row.last_v),
    last_t: Number(row.last_t),
  };
}
