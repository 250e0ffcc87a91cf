import { describe, expect, it } from 'vitest';
import { toUtcIso, unitTimeZone, utcToWallTime, wallTimeToUtc } from './unit-time.js';

describe('unit wall-clock times', () => {
  it('round-trips a wall time of the unit', () => {
    const utc = wallTimeToUtc('America/Sao_Paulo', '2026-03-10T09:30')!;
    expect(toUtcIso(utc)).toBe('2026-03-10T12:30:00Z');
    expect(utcToWallTime('America/Sao_Paulo', utc)).toBe('2026-03-10T09:30');
    expect(toUtcIso(wallTimeToUtc('UTC', '2026-03-10T09:30:15')!)).toBe('2026-03-10T09:30:15Z');
  });

  it('moves a time in a spring-forward gap past the gap', () => {
    expect(toUtcIso(wallTimeToUtc('Europe/Madrid', '2026-03-29T02:30')!)).toBe('2026-03-29T01:30:00Z');
  });

  it.each(['', '2026-03-10', '2026-03-10T24:00', '2026-13-10T10:00', '10/03/2026 10:00'])('refuses %j', (wall) => {
    expect(wallTimeToUtc('UTC', wall)).toBeUndefined();
  });

  it('falls back to UTC without a valid period', () => {
    expect(unitTimeZone(null)).toBe('UTC');
    expect(unitTimeZone({ timezone: 'Mars/Base' })).toBe('UTC');
    expect(unitTimeZone({ timezone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
  });
});
