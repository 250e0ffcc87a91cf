import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectStops, mergeMicroStops, stoppedIntervals, type StateReading } from './stop-detection.js';

const s = (seconds: number) => seconds * 1000;
const at = (seconds: number, stopped: boolean): StateReading => ({ ts: s(seconds), stopped });

describe('stoppedIntervals', () => {
  it('opens a stop at the first stopped reading and closes it at the next running one', () => {
    expect(stoppedIntervals([at(0, false), at(10, true), at(20, true), at(30, false), at(40, true)])).toEqual([
      { start: s(10), end: s(30) },
      { start: s(40), end: null },
    ]);
  });

  it('starts stopped when the first reading says so, and finds nothing in a running series', () => {
    expect(stoppedIntervals([at(0, true), at(5, false)])).toEqual([{ start: 0, end: s(5) }]);
    expect(stoppedIntervals([at(0, false), at(5, false)])).toEqual([]);
    expect(stoppedIntervals([])).toEqual([]);
  });

  it('reads the readings in time order and counts a disagreeing instant as stopped', () => {
    expect(stoppedIntervals([at(30, false), at(10, true), at(10, false), at(0, false)])).toEqual([{ start: s(10), end: s(30) }]);
  });
});

describe('mergeMicroStops', () => {
  const settings = { minDurationSec: 60, minIntervalSec: 30 };

  it('joins stops less than the minimum interval apart, and keeps those farther apart', () => {
    const { stops } = mergeMicroStops(
      [
        { start: s(0), end: s(100) },
        { start: s(120), end: s(200) }, // 20 s after: joined
        { start: s(230), end: s(400) }, // 30 s after: not less than the interval, kept apart
      ],
      settings,
    );
    expect(stops).toEqual([
      { start: s(0), end: s(200) },
      { start: s(230), end: s(400) },
    ]);
  });

  it('sets apart a lone closed stop shorter than the minimum duration as a micro-stop', () => {
    expect(mergeMicroStops([{ start: 0, end: s(59) }], settings)).toEqual({ stops: [], microStops: [{ start: 0, end: s(59) }] });
    expect(mergeMicroStops([{ start: 0, end: s(60) }], settings).stops).toEqual([{ start: 0, end: s(60) }]);
  });

  it('records a run of short stops close together as one stop', () => {
    const shortOnes = [0, 20, 40, 60].map((start) => ({ start: s(start), end: s(start + 10) }));
    expect(mergeMicroStops(shortOnes, settings)).toEqual({ stops: [{ start: 0, end: s(70) }], microStops: [] });
  });

  it('keeps an open stop however short, and swallows what follows it', () => {
    expect(mergeMicroStops([{ start: 0, end: null }], settings).stops).toEqual([{ start: 0, end: null }]);
    expect(
      mergeMicroStops(
        [
          { start: s(10), end: s(15) },
          { start: s(20), end: null },
        ],
        settings,
      ).stops,
    ).toEqual([{ start: s(10), end: null }]);
  });
});

describe('detectStops properties (fast-check)', () => {
  const readings = fc.array(fc.record({ ts: fc.integer({ min: 0, max: 3_600 }).map(s), stopped: fc.boolean() }), { maxLength: 200 });
  const settings = fc.record({ minDurationSec: fc.integer({ min: 0, max: 300 }), minIntervalSec: fc.integer({ min: 0, max: 300 }) });

  it('does not depend on the order the readings arrive in', () => {
    fc.assert(
      fc.property(readings, settings, fc.nat(), (list, config, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.ts * 7919 + seed) % 101) - ((b.ts * 7919 + seed) % 101) || Number(a.stopped) - Number(b.stopped));
        expect(detectStops(shuffled, config)).toEqual(detectStops(list, config));
      }),
    );
  });

  it('is idempotent: merging the stops it found again changes nothing', () => {
    fc.assert(
      fc.property(readings, settings, (list, config) => {
        const { stops } = detectStops(list, config);
        expect(mergeMicroStops(stops, config)).toEqual({ stops, microStops: [] });
      }),
    );
  });

  it('leaves stops apart by at least the interval, each at least the minimum duration or open, in time order', () => {
    fc.assert(
      fc.property(readings, settings, (list, config) => {
        const { stops, microStops } = detectStops(list, config);
        stops.forEach((stop, index) => {
          if (stop.end !== null) expect(stop.end - stop.start).toBeGreaterThanOrEqual(s(config.minDurationSec));
          const next = stops[index + 1];
          if (next) expect(next.start - stop.end!).toBeGreaterThanOrEqual(s(config.minIntervalSec));
        });
        microStops.forEach((stop) => expect(stop.end! - stop.start).toBeLessThan(s(config.minDurationSec)));
      }),
    );
  });

  it('accounts for every stopped instant in a stop or a micro-stop', () => {
    fc.assert(
      fc.property(readings, settings, (list, config) => {
        const { stops, microStops } = detectStops(list, config);
        const covered = [...stops, ...microStops];
        for (const interval of stoppedIntervals(list)) {
          expect(covered.some((stop) => stop.start <= interval.start && (stop.end === null || (interval.end !== null && interval.end <= stop.end)))).toBe(true);
        }
      }),
    );
  });
});
