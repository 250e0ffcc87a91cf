/** Aggregation of the samples of one bucket. */

export type AggregationKind = 'AVERAGE' | 'SUM' | 'DIFF';

export interface Sample {
  /** UTC ms. */
  t: number;
  v: number;
}

/**
 * AVERAGE = arithmetic mean, SUM = sum, DIFF = last - first in time order (ties keep input order;
 * one sample gives 0). Samples with a non-finite t or v are ignored; no usable sample -> null.
 */
export function aggregate(kind: AggregationKind, samples: readonly Sample[]): number | null {
  const usable = samples.filter((s) => Number.isFinite(s.t) && Number.isFinite(s.v));
  if (usable.length === 0) return null;
  switch (kind) {
    case 'SUM':
      return usable.reduce((acc, s) => acc + s.v, 0);
    case 'AVERAGE':
      return usable.reduce((acc, s) => acc + s.v, 0) / usable.length;
    case 'DIFF': {
      let first = usable[0] as Sample;
      let last = first;
      for (const s of usable) {
        if (s.t < first.t) first = s;
        if (s.t >= last.t) last = s;
      }
      return last.v - first.v;
    }
    default:
      throw new RangeError(`unknown aggregation '${String(kind)}'`);
  }
}
