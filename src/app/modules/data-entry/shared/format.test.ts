import { describe, expect, it } from 'vitest';
import { formatInstant, formatValue } from './format.js';

describe('formatValue', () => {
  it('rounds to the tag decimals in the user language', () => {
    expect(formatValue('en-US', 1234.5678, 2)).toBe('1,234.57');
    expect(formatValue('pt-BR', 1234.5, 2)).toBe('1.234,5');
    expect(formatValue('es-ES', 12.5, 0)).toBe('13');
  });
});

describe('formatInstant', () => {
  it('shows the unit wall clock', () => {
    expect(formatInstant('en-US', 'America/Sao_Paulo', '2026-03-10T12:00:00Z')).toBe('03/10/2026, 09:00 AM');
    expect(formatInstant('pt-BR', 'UTC', Date.parse('2026-03-10T12:00:05Z'), true)).toBe('10/03/2026, 12:00:05');
    expect(formatInstant('en-US', 'Not/AZone', '2026-03-10T12:00:00Z')).toBe('03/10/2026, 12:00 PM');
  });
});
