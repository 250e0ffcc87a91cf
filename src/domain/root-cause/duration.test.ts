import { describe, expect, it } from 'vitest';
import { DURATION_MAX_MINUTES, DURATION_PATTERN, formatDuration, parseDuration } from './duration.js';

// README.md of src/server/modules/root-cause, "Actions": planned_time and spent_time are HH:mm or HHH:mm.
describe('parseDuration', () => {
  it('reads HH:mm and HHH:mm as minutes', () => {
    expect(parseDuration('07:30')).toBe(450);
    expect(parseDuration('120:05')).toBe(7205);
    expect(parseDuration('00:00')).toBe(0);
    expect(parseDuration('99:59')).toBe(5999);
    expect(parseDuration('999:59')).toBe(DURATION_MAX_MINUTES);
    expect(parseDuration('007:30')).toBe(450);
  });

  it('refuses one-digit or four-digit hours, minutes over 59 and anything else', () => {
    for (const text of ['7:30', '1000:00', '12:60', '12:5', '12:005', '', ' 07:30', '07:30 ', '07-30', 'ab:cd', '-1:00', '07:3a', '07.30']) {
      expect(parseDuration(text)).toBeNull();
    }
  });

  it('agrees with DURATION_PATTERN (the schemas use the same pattern)', () => {
    const pattern = new RegExp(DURATION_PATTERN);
    for (const text of ['07:30', '120:05', '7:30', '1000:00', '12:60']) expect(parseDuration(text) !== null).toBe(pattern.test(text));
  });
});

describe('formatDuration', () => {
  it('two-digit hours up to 99, three above', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(450)).toBe('07:30');
    expect(formatDuration(5999)).toBe('99:59');
    expect(formatDuration(6000)).toBe('100:00');
    expect(formatDuration(7205)).toBe('120:05');
    expect(formatDuration(DURATION_MAX_MINUTES)).toBe('999:59');
  });

  it('round-trips with parseDuration', () => {
    for (const minutes of [0, 1, 59, 60, 450, 5999, 6000, 7205, DURATION_MAX_MINUTES]) expect(parseDuration(formatDuration(minutes))).toBe(minutes);
  });

  it('refuses what HHH:mm cannot hold', () => {
    for (const minutes of [-1, 1.5, DURATION_MAX_MINUTES + 1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatDuration(minutes)).toThrow(RangeError);
  });
});
