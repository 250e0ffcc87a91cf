import { bucketOf, type Level, type PeriodInput } from '../../../domain/consolidation/index.js';
import type { TimeRange } from './series-types.js';

/**
 * The range widened back to the start of the bucket holding its start: the server answers the buckets
 * that start in the range, and a report of "the last 12 months" should also show the month it begins in.
 */
export function bucketAlignedRange(range: TimeRange, level: Level, period: PeriodInput): TimeRange {
  const first = bucketOf(level, range.from, period);
  return first && first.start < range.from ? { from: first.start, to: range.to } : range;
}
