/** The buckets of an OEE series: the unit's period cut at one level (src/domain/consolidation). */
import { bucketOfNormalized, productionAnchor, shiftsOfAnchor, type Bucket, type Level, type NormalizedPeriod } from '../../../domain/consolidation/index.js';
import type { OeeLevel } from '../../../domain/equipment-stops/stop-model.js';

export const CONSOLIDATION_LEVEL: Record<OeeLevel, Level> = { hour: 'H', shift: 'T', day: 'D', week: 'S', month: 'M' };

/** More buckets than a chart can show (a year of hours is 8,760): the caller asks for a coarser level. */
export const MAX_OEE_BUCKETS = 9_000;

/** Start of the first shift after `t` (shifts need not cover the day), or null when none follows soon. */
function nextShiftStart(period: NormalizedPeriod, t: number): number | null {
  const anchor = productionAnchor(period, t);
  const starts = [anchor, anchor + 1, anchor + 2].flatMap((day) => shiftsOfAnchor(period, day).map((shift) => shift.start));
  const later = starts.filter((start) => start > t);
  return later.length ? Math.min(...later) : null;
}

/** The whole buckets of `level` that overlap [from, to), in time order; null past MAX_OEE_BUCKETS. */
export function bucketsOverlapping(level: OeeLevel, from: number, to: number, period: NormalizedPeriod): Bucket[] | null {
  const consolidation = CONSOLIDATION_LEVEL[level];
  const buckets: Bucket[] = [];
  let t = from;
  while (t < to) {
    const bucket = bucketOfNormalized(consolidation, t, period);
    if (bucket) {
      if (buckets.length === MAX_OEE_BUCKETS) return null;
      buckets.push(bucket);
      t = bucket.end;
    } else {
      const next = nextShiftStart(period, t);
      if (next === null) break;
      t = next;
    }
  }
  return buckets;
}
