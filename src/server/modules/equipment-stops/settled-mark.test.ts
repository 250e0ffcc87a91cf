import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectStops, type StateReading } from '../../../domain/equipment-stops/stop-detection.js';
import { settledMark } from './settled-mark.js';

const allIntervals = (readings: StateReading[], minDurationSec: number, minIntervalSec: number) => {
  const { stops, microStops } = detectStops(readings, { minDurationSec, minIntervalSec });
  return [...stops, ...microStops].sort((a, b) => a.start - b.start);
};

describe('settledMark', () => {
  it('stays where it was without readings', () => {
    expect(settledMark([], null, 60_000, 500)).toBe(500);
  });

  it('moves to the last reading when every stop is settled', () => {
    expect(settledMark([{ start: 0, end: 100 }], 1000, 500, 0)).toBe(1000);
    expect(settledMark([], 1000, 500, 0)).toBe(1000);
  });

  it('stops at an open stop, or at a closed one a later stop could still join', () => {
    expect(
      settledMark(
        [
          { start: 0, end: 100 },
          { start: 300, end: null },
        ],
        400,
        50,
        0,
      ),
    ).toBe(300);
    expect(
      settledMark(
        [
          { start: 0, end: 100 },
          { start: 300, end: 380 },
        ],
        400,
        50,
        0,
      ),
    ).toBe(300);
    expect(settledMark([{ start: 0, end: 380 }], 400, 0, 0)).toBe(400);
  });

  it('never goes back before where it was', () => {
    expect(settledMark([{ start: 10, end: null }], 40, 0, 20)).toBe(20);
  });

  it('detecting from the mark finds the same stops after it as detecting the whole series', () => {
    const readingArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(readingArb, readingArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (first, more, minDurationSec, minIntervalSec) => {
        const readings = [...first, ...more].map((stopped, i) => ({ ts: i * 1000, stopped }));
        const firstPart = readings.slice(0, first.length);
        const mark = settledMark(allIntervals(firstPart, minDurationSec, minIntervalSec), firstPart.at(-1)!.ts, minIntervalSec * 1000, 0);
        const whole = detectStops(readings, { minDurationSec, minIntervalSec }).stops.filter((stop) => stop.start >= mark);
        const fromMark = detectStops(
          readings.filter((reading) => reading.ts >= mark),
          { minDurationSec, minIntervalSec },
        ).stops;
        expect(fromMark).toEqual(whole);
      }),
    );
  });
});
