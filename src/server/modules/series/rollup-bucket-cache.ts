import { bucketOfNormalized, type Bucket, type Level, type NormalizedPeriod } from '../../../domain/consolidation/index.js';

/**
 * `bucketOf` for one level and period, remembering the last bucket: consecutive samples nearly always
 * share it, and the wall-clock math of bucketOf is the costly part of a write.
 * The last bucket is reused for t in [computedAt, end), which is exact even for overlapping shifts
 * (an earlier-starting shift containing a later t would also contain computedAt).
 */
export class BucketCache {
  private last: Bucket | null = null;
  private computedAt = Number.POSITIVE_INFINITY;

  constructor(
    readonly level: Level,
    private readonly period: NormalizedPeriod,
  ) {}

  bucketOf(t: number): Bucket | null {
    const last = this.last;
    if (last && t >= this.computedAt && t < last.end) return last;
    const bucket = bucketOfNormalized(this.level, t, this.period);
    if (bucket) {
      this.last = bucket;
      // Shifts may overlap (the earliest-starting wins), so a T bucket is reused only from the instant it was
      // computed for; the other levels tile time.
      this.computedAt = this.level === 'T' ? t : bucket.start;
    }
    return bucket;
  }
}
