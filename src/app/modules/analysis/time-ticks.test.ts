import { describe, expect, it } from 'vitest';
import { timeTicks } from './time-ticks.js';

const iso = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString());

describe('time axis ticks at round times of the unit clock', () => {
  it('uses round hours for a day', () => {
    const ticks = timeTicks({ from: Date.UTC(2026, 0, 1, 0, 20), to: Date.UTC(2026, 0, 2, 0, 20) }, 'UTC', 8);
    expect(iso(ticks)).toEqual([
      '2026-01-01T03:00:00.000Z',
      '2026-01-01T06:00:00.000Z',
      '2026-01-01T09:00:00.000Z',
      '2026-01-01T12:00:00.000Z',
      '2026-01-01T15:00:00.000Z',
      '2026-01-01T18:00:00.000Z',
      '2026-01-01T21:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
    ]);
  });

  it('uses local midnights for a week in the unit time zone', () => {
    const ticks = timeTicks({ from: Date.UTC(2026, 0, 1, 12), to: Date.UTC(2026, 0, 8, 12) }, 'America/Sao_Paulo', 10);
    expect(ticks).toHaveLength(7);
    expect(ticks.every((t) => new Date(t).getUTCHours() === 3)).toBe(true);
  });

  it('uses first days of months for a year, January among them', () => {
    const ticks = timeTicks({ from: Date.UTC(2025, 5, 15), to: Date.UTC(2026, 5, 15) }, 'UTC', 8);
    expect(iso(ticks)).toEqual([
      '2025-07-01T00:00:00.000Z',
      '2025-09-01T00:00:00.000Z',
      '2025-11-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z',
    ]);
  });

  it('never gives more than asked for, and nothing for an empty range', () => {
    for (const days of [0.01, 0.3, 2, 20, 90, 400, 4000]) {
      const ticks = timeTicks({ from: 0, to: days * 86_400_000 }, 'Europe/Madrid', 6);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.length).toBeGreaterThan(0);
    }
    expect(timeTicks({ from: 10, to: 10 }, 'UTC', 5)).toEqual([]);
  });
});
