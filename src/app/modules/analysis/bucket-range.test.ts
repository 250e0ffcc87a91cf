import { describe, expect, it } from 'vitest';
import { bucketAlignedRange } from './bucket-range.js';

describe('report ranges start with the bucket they begin in', () => {
  const range = { from: Date.UTC(2025, 10, 21, 22, 49), to: Date.UTC(2026, 10, 21, 22, 49) };

  it('goes back to the first day of the month, or of the production day', () => {
    expect(bucketAlignedRange(range, 'M', {})).toEqual({ from: Date.UTC(2025, 10, 1), to: range.to });
    expect(bucketAlignedRange(range, 'D', { timezone: 'America/Sao_Paulo' }).from).toBe(Date.UTC(2025, 10, 21, 3));
  });

  it('keeps a range that starts on a bucket, or outside every shift', () => {
    const aligned = { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 1, 1) };
    expect(bucketAlignedRange(aligned, 'M', {})).toBe(aligned);
    const night = { from: Date.UTC(2026, 0, 1, 2), to: Date.UTC(2026, 0, 2) };
    expect(bucketAlignedRange(night, 'T', { shifts: [{ description: 'Day', start: '06:00', end: '18:00' }] })).toBe(night);
  });
});
