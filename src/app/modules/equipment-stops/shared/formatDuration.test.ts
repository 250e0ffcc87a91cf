import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.js';

describe('formatDuration', () => {
  it.each([
    ['zero', 0, '0:00:00'],
    ['seconds round to the nearest', 59_499, '0:00:59'],
    ['a minute and a half', 90_000, '0:01:30'],
    ['hours', 3 * 3_600_000 + 5 * 60_000 + 7_000, '3:05:07'],
    ['past a day hours keep growing', 27 * 3_600_000, '27:00:00'],
    ['negative is zero', -5_000, '0:00:00'],
  ])('%s', (_name, ms, want) => {
    expect(formatDuration(ms)).toBe(want);
  });
});
