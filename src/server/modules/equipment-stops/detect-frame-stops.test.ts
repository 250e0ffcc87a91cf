import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectStops } from '../../../domain/equipment-stops/stop-detection.js';
import { stateChanges } from './detect-frame-stops.js';
import { stopTest } from './stop-condition.js';

const isStopped = stopTest('equal', 0);

describe('stateChanges', () => {
  it('keeps the first reading and each change of state', () => {
    const raw = { times: [0, 10, 20, 30, 40, 50], values: [1, 1, 0, 0, 1, 1] };
    expect(stateChanges(raw, isStopped)).toEqual([
      { ts: 0, stopped: false },
      { ts: 20, stopped: true },
      { ts: 40, stopped: false },
    ]);
    expect(stateChanges({ times: [], values: [] }, isStopped)).toEqual([]);
  });

  it('gives the same stops as every reading', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 120 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (values, minDurationSec, minIntervalSec) => {
          const raw = { times: values.map((_, i) => i * 1000), values };
          const settings = { minDurationSec, minIntervalSec };
          const all = raw.times.map((ts, i) => ({ ts, stopped: isStopped(values[i]!) }));
          expect(detectStops(stateChanges(raw, isStopped), settings)).toEqual(detectStops(all, settings));
        },
      ),
    );
  });
});
