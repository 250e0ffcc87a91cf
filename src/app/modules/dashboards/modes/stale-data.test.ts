import { describe, expect, it } from 'vitest';
import { staleSince } from './stale-data.js';

const now = Date.parse('2026-03-10T15:00:00Z');

describe('staleSince', () => {
  it('is null while every load is at most twice the refresh delay old', () => {
    expect(staleSince([now, now - 120_000], 60, now)).toBeNull();
    expect(staleSince([], 60, now)).toBeNull();
  });

  it('answers the oldest load past twice the refresh delay', () => {
    expect(staleSince([now, now - 120_001, now - 300_000], 60, now)).toBe(now - 300_000);
  });

  it('never calls data stale on a dashboard that does not refresh', () => {
    expect(staleSince([now - 86_400_000], 0, now)).toBeNull();
  });
});
