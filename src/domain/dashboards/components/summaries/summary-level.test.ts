import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../../../consolidation/index.js';
import { bucketSpan, summaryRange } from './summary-level.js';
import { percentShares } from './shares.js';

const period = normalizePeriod({ timezone: 'America/Sao_Paulo', per_d_ini: '06:00', shifts: [{ description: 'A', start: '06:00', end: '14:00' }] });
const utc = (iso: string) => Date.parse(iso);
const today = { from: utc('2026-03-10T09:00:00Z'), to: utc('2026-03-10T15:21:00Z') };

describe('summaryRange', () => {
  it('widens the period back to the start of the bucket it begins in', () => {
    expect(summaryRange('hour', today, period)).toEqual(today);
    expect(summaryRange('month', today, period)).toEqual({ from: utc('2026-03-01T09:00:00Z'), to: today.to });
    expect(summaryRange('week', today, period).from).toBe(utc('2026-03-08T09:00:00Z'));
  });

  it('keeps the start outside every shift', () => {
    const night = { from: utc('2026-03-10T20:00:00Z'), to: utc('2026-03-10T21:00:00Z') };
    expect(summaryRange('shift', night, period)).toEqual(night);
  });
});

describe('bucketSpan', () => {
  it('gives a bucket its end on the unit clock', () => {
    expect(bucketSpan('day', utc('2026-03-10T09:00:00Z'), period)).toEqual({ from: utc('2026-03-10T09:00:00Z'), to: utc('2026-03-11T09:00:00Z') });
    expect(bucketSpan('shift', utc('2026-03-10T09:00:00Z'), period)).toEqual({ from: utc('2026-03-10T09:00:00Z'), to: utc('2026-03-10T17:00:00Z') });
  });
});

describe('percentShares', () => {
  it('shares the positive values only', () => {
    expect(percentShares([30, 10, null, -5, 0])).toEqual([75, 25, null, null, null]);
    expect(percentShares([0, null])).toEqual([null, null]);
  });
});
