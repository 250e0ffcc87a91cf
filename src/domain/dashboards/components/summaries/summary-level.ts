import { bucketOfNormalized, type Level, type NormalizedPeriod } from '../../../consolidation/index.js';
import type { TimeRange } from '../../widget-period.js';

/** The consolidation levels a summary component may show (the tag suffixes _H, _T, _D, _S, _M). */
export const SUMMARY_LEVELS = ['hour', 'shift', 'day', 'week', 'month'] as const;
export type SummaryLevel = (typeof SUMMARY_LEVELS)[number];

export const CONSOLIDATION_OF: Readonly<Record<SummaryLevel, Level>> = { hour: 'H', shift: 'T', day: 'D', week: 'S', month: 'M' };

/**
 * The range whose buckets a per-period component shows: the widget's period widened back to the start of the
 * bucket it begins in, so "today" by month still shows this month so far (a consolidated read keeps the
 * buckets that start inside the range). Outside every shift the period's own start stays.
 */
export function summaryRange(level: SummaryLevel, range: TimeRange, period: NormalizedPeriod): TimeRange {
  const bucket = bucketOfNormalized(CONSOLIDATION_OF[level], range.from, period);
  return { from: Math.min(bucket?.start ?? range.from, range.from), to: range.to };
}

/** The bucket of `level` starting at `start` (for its end: a proportional goal is prorated by it). */
export function bucketSpan(level: SummaryLevel, start: number, period: NormalizedPeriod): TimeRange {
  const bucket = bucketOfNormalized(CONSOLIDATION_OF[level], start, period);
  return bucket ? { from: bucket.start, to: bucket.end } : { from: start, to: start };
}
