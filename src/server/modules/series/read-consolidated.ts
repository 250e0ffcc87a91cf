/** Consolidated values of a stored tag: its rollup rows whose bucket starts in [from, to), valued by its aggregation. */
import { downsampleM4 } from '../../../domain/series/downsample-m4.js';
import type { Db } from '../../db/create-database.js';
import type { BucketValue } from './calc-consolidated.js';
import type { ReadSeries } from './read-raw.js';
import { readRollupRows } from './read-store.js';
import type { ConsolidatedLevel, SeriesTag } from './read-tags.js';
import { rollupValue } from './rollup-partial.js';

export async function readBucketValues(db: Db, tag: SeriesTag, level: ConsolidatedLevel, from: number, to: number): Promise<BucketValue[]> {
  const rows = await readRollupRows(db, tag.id_tag, level, from, to);
  const kind = tag.aggregation === 'CALC' ? 'AVERAGE' : tag.aggregation;
  return rows.map((row) => ({ start: row.bucket_start, label: row.label, value: rollupValue(kind, row) }));
}

/** Buckets as a series with labels; more than `points` buckets -> M4 over their values (null buckets are gaps). */
export function bucketSeries(buckets: readonly BucketValue[], from: number, to: number, points: number): ReadSeries {
  const total = buckets.length;
  if (total <= points) {
    return {
      total,
      downsampled: false,
      times: buckets.map((bucket) => bucket.start),
      values: buckets.map((bucket) => bucket.value),
      labels: buckets.map((bucket) => bucket.label),
    };
  }
  const labelOf = new Map(buckets.map((bucket) => [bucket.start, bucket.label]));
  const picked = downsampleM4(
    buckets.map((bucket) => bucket.start),
    buckets.map((bucket) => bucket.value),
    from,
    to,
    points,
  );
  const times = Array.from(picked.times);
  return { total, downsampled: true, times, values: Array.from(picked.values), labels: times.map((t) => labelOf.get(t)!) };
}
