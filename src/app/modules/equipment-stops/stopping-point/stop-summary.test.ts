import { describe, expect, it } from 'vitest';
import { summarizeStops } from './stop-summary.js';
import { testStop } from './test-stops.js';

const HOUR = 3_600_000;
const from = Date.parse('2026-03-01T00:00:00Z');
const at = (hours: number) => new Date(from + hours * HOUR).toISOString();
const motive = { id_motive: 4, code: 'JAM', description: 'Jam', color: '#1565c0', loss_category: 'availability' as const, id_motive_group: 1 };

describe('summarizeStops', () => {
  it('counts stop time inside the period up to now, leaving annulled stops out', () => {
    const stops = [
      testStop({ id_stop: 1, start: at(-1), end: at(1), motive, id_motive: 4 }),
      testStop({ id_stop: 2, start: at(2), end: at(3) }),
      testStop({ id_stop: 3, start: at(4), end: at(5), status: 'annulled' }),
      testStop({ id_stop: 4, start: at(7), end: null }),
    ];
    // The period is 10 h but now is 8 h in: 1 h + 1 h + 1 h (open, up to now) of 8 h.
    expect(summarizeStops(stops, { from, to: from + 10 * HOUR }, from + 8 * HOUR)).toEqual({
      count: 3,
      stoppedMs: 3 * HOUR,
      share: 3 / 8,
      withoutMotive: 2,
    });
  });

  it('is zero for no stops', () => {
    expect(summarizeStops([], { from, to: from + HOUR }, from + HOUR)).toEqual({ count: 0, stoppedMs: 0, share: 0, withoutMotive: 0 });
  });
});
