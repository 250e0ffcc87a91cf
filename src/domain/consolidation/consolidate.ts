/** Consolidation of a tag's samples per bucket, and the buckets a late value invalidates. */
import { aggregate, type AggregationKind, type Sample } from './aggregate.js';
import { bucketOfNormalized, type Bucket, type Level } from './buckets.js';
import { normalizePeriod, type PeriodInput } from './period.js';

export interface Consolidated {
  start: number;
  end: number;
  value: number | null;
  count: number;
}

/**
 * Groups `samples` into the buckets of `level` and aggregates each group with `kind`.
 * The map is keyed by bucket label and ordered by bucket start. Samples outside every shift
 * (level 'T' with partial shift coverage) and samples with a non-finite t or v are skipped.
 */
export function consolidate(level: Level, samples: readonly Sample[], period: PeriodInput, kind: AggregationKind): Map<string, Consolidated> {
  const p = normalizePeriod(period);
  const groups = new Map<string, { bucket: Bucket; samples: Sample[] }>();
  for (const s of samples) {
    if (!Number.isFinite(s.t) || !Number.isFinite(s.v)) continue;
    const bucket = bucketOfNormalized(level, s.t, p);
    if (!bucket) continue;
    const group = groups.get(bucket.label);
    if (group) group.samples.push(s);
    else groups.set(bucket.label, { bucket, samples: [s] });
  }
  const ordered = [...groups.values()].sort((a, b) => a.bucket.start - b.bucket.start);
  return new Map(
    ordered.map(({ bucket, samples: group }) => [bucket.label, { start: bucket.start, end: bucket.end, value: aggregate(kind, group), count: group.length }]),
  );
}

/**
 * The bucket(s) of `level` whose value changes when a late sample stamped `lateSampleTime` arrives:
 * exactly the bucket containing it (every aggregation, DIFF included, only reads its own bucket),
 * or none for level 'T' when the instant is outside every shift. Pass an array of levels to get
 * the buckets of several levels at once (in the order given).
 */
export function affectedBuckets(level: Level | readonly Level[], lateSampleTime: number, period: PeriodInput = {}): Bucket[] {
  const p = normalizePeriod(period);
  const levels: readonly Level[] = typeof level === 'string' ? [level] : level;
  return levels.flatMap((l) => {
    const bucket = bucketOfNormalized(l, lateSampleTime, p);
    return bucket ? [bucket] : [];
  });
}
