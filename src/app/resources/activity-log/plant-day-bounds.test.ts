import { describe, expect, it } from 'vitest';
import { plantDayBound } from './plant-day-bounds.js';

describe('plantDayBound', () => {
  it('sends the plant day as its UTC instants and shows it back as the same date', () => {
    const from = plantDayBound('America/Sao_Paulo', 'gte');
    const to = plantDayBound('America/Sao_Paulo', 'lte');
    expect(from.parse('2026-03-08')).toBe('2026-03-08T03:00:00Z');
    expect(to.parse('2026-03-08')).toBe('2026-03-09T02:59:59.999Z');
    expect(from.format(from.parse('2026-03-08'))).toBe('2026-03-08');
    expect(to.format(to.parse('2026-03-08'))).toBe('2026-03-08');
  });

  it('clears the filter for an empty or impossible date', () => {
    expect(plantDayBound('UTC', 'gte').parse('')).toBeNull();
    expect(plantDayBound('UTC', 'lte').parse('2026-02-30')).toBeNull();
    expect(plantDayBound('UTC', 'gte').format(undefined)).toBe('');
  });
});
