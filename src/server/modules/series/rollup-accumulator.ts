import type { Bucket, Level } from '../../../domain/consolidation/index.js';
import { BucketCache } from './rollup-bucket-cache.js';
import { addSample, partialOf } from './rollup-partial.js';
import type { RollupRow } from './rollup-upsert.js';
import type { TagSeriesContext } from './tag-period.js';

/** Decides per level and bucket start whether a sample's bucket is collected here. */
export type BucketFilter = (level: Level, bucketStart: number) => boolean;

/**
 * Collects the samples of one tag into one rollup row per touched bucket of each kept level, in memory,
 * so a batch costs one upsert per bucket instead of one per sample.
 */
export class RollupAccumulator {
  private readonly caches: BucketCache[];
  private readonly rowsByLevel = new Map<Level, Map<number, RollupRow>>();

  constructor(
    private readonly tag: TagSeriesContext,
    private readonly accept: BucketFilter = () => true,
    levels: readonly Level[] = tag.levels,
  ) {
    this.caches = levels.map((level) => new BucketCache(level, tag.period));
    for (const level of levels) this.rowsByLevel.set(level, new Map());
  }

  add(t: number, v: number): void {
    for (const cache of this.caches) {
      const bucket = cache.bucketOf(t);
      if (!bucket || !this.accept(cache.level, bucket.start)) continue;
      const rows = this.rowsByLevel.get(cache.level)!;
      const row = rows.get(bucket.start);
      if (row) addSample(row, t, v);
      else rows.set(bucket.start, this.newRow(bucket, t, v));
    }
  }

  /** The bucket of each level for `t` (cached), e.g. to mark the buckets an overwrite invalidates. */
  bucketsOf(t: number): Bucket[] {
    return this.caches.map((cache) => cache.bucketOf(t)).filter((bucket): bucket is Bucket => bucket !== null);
  }

  rows(): RollupRow[] {
    return [...this.rowsByLevel.values()].flatMap((rows) => [...rows.values()]);
  }

  private newRow(bucket: Bucket, t: number, v: number): RollupRow {
    return { id_tag: this.tag.id_tag, level: bucket.level, bucket_start: bucket.start, bucket_end: bucket.end, label: bucket.label, ...partialOf(t, v) };
  }
}
