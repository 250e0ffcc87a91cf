import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './write-timestamp.js';

describe('parseTimestamp', () => {
  it.each([
    ['2026-03-08T12:00:00Z', '2026-03-08T12:00:00.000Z'],
    ['2026-03-08T12:00Z', '2026-03-08T12:00:00.000Z'],
    ['2026-03-08T12:00:00.25Z', '2026-03-08T12:00:00.250Z'],
    ['2026-03-08T12:00:00+01:00', '2026-03-08T11:00:00.000Z'],
    ['2026-03-08T12:00:00-0330', '2026-03-08T15:30:00.000Z'],
    ['2026-03-08 12:00:00Z', '2026-03-08T12:00:00.000Z'],
  ])('%s -> %s', (text, iso) => {
    expect(new Date(parseTimestamp(text)!).toISOString()).toBe(iso);
  });

  it.each(['2026-02-30T00:00:00Z', '2026-13-01T00:00:00Z', '2026-03-08T24:00:00Z', '2026-03-08', 'yesterday', '', '2026-03-08T12:00:00+25:00'])(
    'refuses %j',
    (text) => {
      expect(parseTimestamp(text)).toBeNull();
    },
  );

  it('refuses non-strings and a missing offset without a time zone', () => {
    expect(parseTimestamp(1_772_409_600_000)).toBeNull();
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp('2026-03-08T12:00:00')).toBeNull();
  });

  it("reads a time without offset in the unit's time zone, DST included", () => {
    expect(new Date(parseTimestamp('2026-03-08T12:00:00', 'America/Sao_Paulo')!).toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(new Date(parseTimestamp('2026-07-01T12:00:30.5', 'Europe/Madrid')!).toISOString()).toBe('2026-07-01T10:00:30.500Z');
  });
});
