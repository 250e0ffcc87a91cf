import { describe, expect, it } from 'vitest';
import { effectAge } from './effect-age.js';

const now = Date.parse('2026-11-24T12:00:00.000Z');

describe('effectAge', () => {
  it('counts whole days from a day on', () => {
    expect(effectAge('2026-11-21T11:00:00.000Z', now)).toEqual({ unit: 'days', count: 3 });
    expect(effectAge('2026-11-23T12:00:00.000Z', now)).toEqual({ unit: 'days', count: 1 });
  });

  it('counts hours under a day and minutes under an hour', () => {
    expect(effectAge('2026-11-23T12:00:01.000Z', now)).toEqual({ unit: 'hours', count: 23 });
    expect(effectAge('2026-11-24T11:59:00.000Z', now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('reads a creation after now (clock skew) as just now, and no date as nothing', () => {
    expect(effectAge('2026-11-24T12:05:00.000Z', now)).toEqual({ unit: 'minutes', count: 0 });
    expect(effectAge('not a date', now)).toBeUndefined();
  });
});
