/**
 * Tag value storage: the narrow raw table and the rollup table, hand-written per dialect.
 *
 * - `tag_value(id_tag, ts, value)`: one raw sample; `ts` is epoch ms UTC; primary key (id_tag, ts), so a
 *   range scan of one tag is an index walk (SQLite `WITHOUT ROWID`: the rows themselves are the index).
 * - `tag_rollup(id_tag, level, bucket_start, bucket_end, label, count, sum, min_v, min_t, max_v, max_t,
 *   first_v, first_t, last_v, last_t)`: one consolidation bucket (levels 'H' | 'D' | 'T' | 'S' | 'M',
 *   bounds from `bucketOf` of src/domain/consolidation, start inclusive, end exclusive, epoch ms) holding
 *   mergeable partial aggregates: AVERAGE = sum / count, SUM = sum, DIFF = last_v - first_v (see
 *   `rollupValue` in rollup-partial.ts). Primary key (id_tag, level, bucket_start). H and D exist for
 *   every tag with values; T, S and M only when the tag's consolidate_shift/week/month flag is not false.
 * - Write through `storeValues(db, dialect, rows)` (write-values.ts): upserts the samples and keeps every
 *   rollup current in one transaction (joins the caller's transaction when given one).
 *   `rebuildRollups(db, dialect, id_tag, fromMs, toMs)` (rollup-rebuild.ts) recomputes every level of the
 *   buckets touching [fromMs, toMs) from the raw rows (after a period change, or after a bulk raw load).
 * - Reading: PostgreSQL's driver answers `bigint` columns (ts, bucket_start, bucket_end, min_t...) as
 *   strings and SQLite answers numbers; wrap every column in `Number()`.
 */
export const TAG_VALUE_TABLE = 'tag_value';
export const TAG_ROLLUP_TABLE = 'tag_rollup';

/** Columns of tag_rollup after the key, in insert order. */
export const ROLLUP_COLUMNS = [
  'id_tag',
  'level',
  'bucket_start',
  'bucket_end',
  'label',
  'count',
  'sum',
  'min_v',
  'min_t',
  'max_v',
  'max_t',
  'first_v',
  'first_t',
  'last_v',
  'last_t',
] as const;

export interface TagValueRow {
  id_tag: number;
  /** Epoch ms UTC. */
  ts: number;
  value: number;
}
