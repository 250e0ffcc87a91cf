import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../../../domain/consolidation/index.js';
import { bucketsOverlapping, MAX_OEE_BUCKETS } from './oee-buckets.js';

const H = 3_600_000;
const DAY0 = Date.UTC(2026, 2, 10);
const utc = normalizePeriod({ timezone: 'UTC' });
const bounds = (buckets: { start: number; end: number }[] | null) => buckets?.map((bucket) => [(bucket.start - DAY0) / H, (bucket.end - DAY0) / H]);

describe('bucketsOverlapping', () => {
  it('gives whole hours overlapping the period, the partial ones at both ends included', () => {
    expect(bounds(bucketsOverlapping('hour', DAY0 + 0.5 * H, DAY0 + 3.25 * H, utc))).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('cuts days at the production day start (06:00 here)', () => {
    const period = normalizePeriod({ timezone: 'UTC', per_d_ini: '06:00' });
    expect(bounds(bucketsOverlapping('day', DAY0, DAY0 + 24 * H, period))).toEqual([
      [-18, 6],
      [6, 30],
    ]);
  });

  it('skips the hours no shift covers', () => {
    const period = normalizePeriod({
      timezone: 'UTC',
      shifts: [
        { description: 'Morning', start: '06:00', end: '14:00' },
        { description: 'Afternoon', start: '14:00', end: '22:00' },
      ],
    });
    expect(bounds(bucketsOverlapping('shift', DAY0, DAY0 + 48 * H, period))).toEqual([
      [6, 14],
      [14, 22],
      [30, 38],
      [38, 46],
    ]);
  });

  it('gives weeks and months of the period', () => {
    expect(bucketsOverlapping('month', DAY0, DAY0 + 40 * 24 * H, utc)?.map((bucket) => bucket.label)).toEqual(['2026-03', '2026-04']);
    // per_s_tp 0: weeks start on Sunday; 2026-03-10 is a Tuesday.
    expect(bucketsOverlapping('week', DAY0, DAY0 + 24 * H, utc)?.map((bucket) => bucket.label)).toEqual(['2026-03-08']);
  });

  it('is null past the bucket limit', () => {
    expect(bucketsOverlapping('hour', DAY0, DAY0 + (MAX_OEE_BUCKETS + 1) * H, utc)).toBeNull();
    expect(bucketsOverlapping('hour', DAY0, DAY0 + MAX_OEE_BUCKETS * H, utc)).toHaveLength(MAX_OEE_BUCKETS);
  });
});
