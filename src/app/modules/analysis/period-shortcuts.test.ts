import { describe, expect, it } from 'vitest';
import { isValidRange, precedingRange, shortcutRange } from './period-shortcuts.js';

const now = Date.UTC(2026, 2, 15, 10, 20, 30);
const day = 86_400_000;

describe('built-in period shortcuts', () => {
  it('end at the next whole minute and go back a fixed length', () => {
    const end = Date.UTC(2026, 2, 15, 10, 21);
    expect(shortcutRange('last24h', now, 'UTC')).toEqual({ from: end - day, to: end });
    expect(shortcutRange('last7d', now, 'UTC')).toEqual({ from: end - 7 * day, to: end });
    expect(shortcutRange('last30d', now, 'UTC')).toEqual({ from: end - 30 * day, to: end });
  });

  it('start this month at local midnight of the 1st', () => {
    expect(shortcutRange('thisMonth', now, 'America/Sao_Paulo').from).toBe(Date.UTC(2026, 2, 1, 3));
    // 02:00 UTC on 1 March is still February in Sao Paulo.
    expect(shortcutRange('thisMonth', Date.UTC(2026, 2, 1, 2), 'America/Sao_Paulo').from).toBe(Date.UTC(2026, 1, 1, 3));
  });

  it('go back twelve months on the wall clock, across a DST change', () => {
    const range = shortcutRange('lastYear', Date.UTC(2026, 6, 1, 10), 'Europe/Madrid');
    expect(range).toEqual({ from: Date.UTC(2025, 6, 1, 10), to: Date.UTC(2026, 6, 1, 10) });
    const leap = shortcutRange('lastYear', Date.UTC(2028, 1, 29, 12), 'UTC');
    expect(leap.from).toBe(Date.UTC(2027, 1, 28, 12));
  });
});

describe('ranges', () => {
  it('gives the preceding range of the same length', () => {
    expect(precedingRange({ from: 100, to: 160 })).toEqual({ from: 40, to: 100 });
  });

  it('accepts only a start before the end', () => {
    expect(isValidRange({ from: 1, to: 2 })).toBe(true);
    expect(isValidRange({ from: 2, to: 2 })).toBe(false);
    expect(isValidRange({ from: null, to: 2 })).toBe(false);
  });
});
