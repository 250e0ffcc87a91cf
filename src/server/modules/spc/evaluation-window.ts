/** The period the evaluation job charts a card over (README.md, Violations). */
import { bucketOfNormalized, type NormalizedPeriod } from '../../../domain/consolidation/index.js';

export const DAY_MS = 86_400_000;
/** However long a card waited, the job looks back at most this far (plus the start's production day). */
export const MAX_LOOKBACK_MS = 7 * DAY_MS;
/** The points before the last one judged that are charted again: rules 2–8 read runs of up to 15 points. */
export const OVERLAP_MS = DAY_MS;

/**
 * [from, now): from max(now − 7 days, the last judged point − 1 day), moved back to the start of its
 * production day, so runs on the same day chart the same subgroups (consecutive values are grouped from
 * the period's start) and day-N sampling sees whole days.
 */
export function evaluationWindow(now: number, evaluatedUntil: number | null, period: NormalizedPeriod): { from: number; to: number } {
  const start = Math.max(now - MAX_LOOKBACK_MS, (evaluatedUntil ?? -Infinity) - OVERLAP_MS);
  return { from: bucketOfNormalized('D', start, period)!.start, to: now };
}
