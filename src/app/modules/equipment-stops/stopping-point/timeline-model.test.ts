import { describe, expect, it } from 'vitest';
import { NO_MOTIVE_COLOR, MIN_BAR_PX, runningSpan, timelineBars } from './timeline-model.js';
import { testStop } from './test-stops.js';

const HOUR = 3_600_000;
const from = Date.parse('2026-03-01T00:00:00Z');
const range = { from, to: from + 10 * HOUR };
const at = (hours: number) => new Date(from + hours * HOUR).toISOString();
const motive = { id_motive: 4, code: 'JAM', description: 'Jam', color: '#1565c0', loss_category: 'availability' as const, id_motive_group: 1 };

describe('timelineBars', () => {
  it('places each stop by its start and length, coloured by its motive or grey', () => {
    const bars = timelineBars(
      [testStop({ id_stop: 1, start: at(1), end: at(3), motive }), testStop({ id_stop: 2, start: at(5), end: at(6) })],
      range,
      1000,
      range.to,
    );
    expect(bars.map(({ x, width, color }) => ({ x, width, color }))).toEqual([
      { x: 100, width: 200, color: '#1565c0' },
      { x: 500, width: 100, color: NO_MOTIVE_COLOR },
    ]);
  });

  it('clips stops at the period, runs an open stop up to now and marks annulled ones', () => {
    const bars = timelineBars(
      [
        testStop({ id_stop: 1, start: at(-2), end: at(1) }),
        testStop({ id_stop: 2, start: at(8), end: null }),
        testStop({ id_stop: 3, start: at(4), end: at(5), status: 'annulled' }),
        testStop({ id_stop: 4, start: at(11), end: at(12) }),
      ],
      range,
      1000,
      from + 9 * HOUR,
    );
    expect(bars.map(({ stop, x, width, annulled }) => [stop.id_stop, x, width, annulled])).toEqual([
      [1, 0, 100, false],
      [2, 800, 100, false],
      [3, 400, 100, true],
    ]);
  });

  it('keeps a very short stop visible', () => {
    const [bar] = timelineBars([testStop({ id_stop: 1, start: at(2), end: new Date(from + 2 * HOUR + 1000).toISOString() })], range, 1000, range.to);
    expect(bar!.width).toBe(MIN_BAR_PX);
  });
});

describe('runningSpan', () => {
  it('ends now when the period reaches into the future', () => {
    expect(runningSpan(range, 1000, from + 4 * HOUR)).toEqual({ x: 0, width: 400 });
    expect(runningSpan(range, 1000, from + 40 * HOUR)).toEqual({ x: 0, width: 1000 });
  });
});
