import { describe, expect, it } from 'vitest';
import { splitStop } from './split-stop.js';

describe('splitStop (the last stop must last more than 1 second)', () => {
  const stop = { start: 0, end: 60_000 };

  it('gives two parts that meet at the instant', () => {
    expect(splitStop(stop, 30_000, 90_000)).toEqual({ first: { start: 0, end: 30_000 }, last: { start: 30_000, end: 60_000 } });
  });

  it('refuses an instant on or outside the stop', () => {
    for (const at of [-1, 0, 60_000, 70_000]) expect(splitStop(stop, at, 90_000)).toEqual({ refusal: 'equipmentStops.errors.splitOutside' });
  });

  it('refuses a last part of 1 second or less, and accepts one just longer', () => {
    expect(splitStop(stop, 59_000, 90_000)).toEqual({ refusal: 'equipmentStops.errors.lastStopTooShort' });
    expect(splitStop(stop, 59_500, 90_000)).toEqual({ refusal: 'equipmentStops.errors.lastStopTooShort' });
    expect(splitStop(stop, 58_999, 90_000)).toHaveProperty('last', { start: 58_999, end: 60_000 });
  });

  it('measures an open stop up to now and keeps the last part open', () => {
    const open = { start: 0, end: null };
    expect(splitStop(open, 10_000, 20_000)).toEqual({ first: { start: 0, end: 10_000 }, last: { start: 10_000, end: null } });
    expect(splitStop(open, 19_500, 20_000)).toEqual({ refusal: 'equipmentStops.errors.lastStopTooShort' });
  });
});
