import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDifference, formatValue, plainValue, tagDecimals, timeTickFormatter } from './value-format.js';

const noon = Date.UTC(2026, 2, 8, 15, 4, 9);

describe('values with the tag decimals in the user locale', () => {
  it('uses the locale separators and exactly the decimals', () => {
    expect(formatValue(1234.5, 2, 'en-US')).toBe('1,234.50');
    expect(formatValue(1234.5, 2, 'pt-BR')).toBe('1.234,50');
    expect(formatValue(-0.126, 1, 'es-ES')).toBe('-0,1');
    expect(formatValue(null, 2, 'en-US')).toBe('');
  });

  it('signs differences, but not one that rounds to zero', () => {
    expect(formatDifference(1.25, 1, 'en-US')).toBe('+1.3');
    expect(formatDifference(-1234.5, 0, 'pt-BR')).toBe('-1.235');
    expect(formatDifference(0.02, 1, 'en-US')).toBe('0.0');
    expect(formatDifference(-0.04, 1, 'es-ES')).toBe('0,0');
    expect(formatDifference(undefined, 1, 'en-US')).toBe('');
  });

  it('writes plain values for files', () => {
    expect(plainValue(1234.567, 2)).toBe('1234.57');
    expect(plainValue(undefined, 2)).toBe('');
  });

  it('takes 2 decimals when the tag has none or a bad number', () => {
    expect(tagDecimals(undefined)).toBe(2);
    expect(tagDecimals(9)).toBe(2);
    expect(tagDecimals(0)).toBe(0);
  });
});

describe('instants on the unit wall clock', () => {
  it('formats date and time in the unit time zone', () => {
    expect(formatDateTime(noon, 'en-US', 'America/Sao_Paulo')).toBe('03/08/2026, 12:04');
    expect(formatDateTime(noon, 'pt-BR', 'UTC', true)).toBe('08/03/2026, 15:04:09');
  });

  it('makes ticks coarser for longer spans', () => {
    expect(timeTickFormatter(3_600_000, 'en-US', 'UTC')(noon)).toBe('15:04');
    expect(timeTickFormatter(5 * 86_400_000, 'pt-BR', 'UTC')(noon)).toBe('08/03, 15:04');
    expect(timeTickFormatter(400 * 86_400_000, 'es-ES', 'UTC')(noon)).toBe('mar 2026');
  });
});
