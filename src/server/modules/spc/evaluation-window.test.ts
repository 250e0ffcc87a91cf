import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../../../domain/consolidation/index.js';
import { DAY_MS, evaluationWindow } from './evaluation-window.js';

const HOUR = 3_600_000;
/** Production days from 06:00 UTC. */
const period = normalizePeriod({ timezone: 'UTC', per_d_ini: '06:00' });
const now = Date.UTC(2026, 3, 10, 15, 30);

describe('evaluationWindow', () => {
  it('looks back seven days on the first run, from the start of that production day', () => {
    expect(evaluationWindow(now, null, period)).toEqual({ from: Date.UTC(2026, 3, 3, 6), to: now });
  });

  it('charts one day before the last judged point again, from its production day start', () => {
    expect(evaluationWindow(now, now - HOUR, period)).toEqual({ from: Date.UTC(2026, 3, 9, 6), to: now });
    // Before 06:00 the production day started the day before.
    expect(evaluationWindow(now, Date.UTC(2026, 3, 10, 5), period).from).toBe(Date.UTC(2026, 3, 8, 6));
  });

  it('never looks back more than seven days (plus the start of the day), however old the mark', () => {
    expect(evaluationWindow(now, now - 30 * DAY_MS, period).from).toBe(Date.UTC(2026, 3, 3, 6));
  });

  it('keeps the same start for every run of a production day', () => {
    const starts = [0, 1, 5, 8].map((hours) => evaluationWindow(now + hours * HOUR, now + hours * HOUR - 60_000, period).from);
    expect(new Set(starts).size).toBe(1);
  });
});
