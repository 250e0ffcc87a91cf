import { describe, expect, it } from 'vitest';
import { fromLocalInput, localDate, startOfLocalDate, toLocalInput } from './local-input.js';

describe('date-time inputs on the unit wall clock', () => {
  it('shows an instant in the unit time zone', () => {
    expect(toLocalInput(Date.UTC(2026, 2, 8, 3, 5), 'America/Sao_Paulo')).toBe('2026-03-08T00:05');
    expect(toLocalInput(Date.UTC(2026, 2, 8, 3, 5, 59), 'UTC')).toBe('2026-03-08T03:05');
  });

  it('reads a wall-clock value back as the same instant', () => {
    expect(fromLocalInput('2026-03-08T00:05', 'America/Sao_Paulo')).toBe(Date.UTC(2026, 2, 8, 3, 5));
    expect(fromLocalInput('2026-07-01T12:00:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 10, 0));
  });

  it('moves a time inside a spring-forward gap past the gap', () => {
    expect(fromLocalInput('2026-03-29T02:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it('refuses what is not a date-time', () => {
    expect(fromLocalInput('', 'UTC')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(fromLocalInput('2026-02-03T24:00', 'UTC')).toBeNull();
    expect(fromLocalInput('03/02/2026 10:00', 'UTC')).toBeNull();
  });

  it('gives local dates and their midnight', () => {
    expect(localDate(Date.UTC(2026, 0, 1, 1), 'America/Sao_Paulo')).toBe('2025-12-31');
    expect(localDate(Date.UTC(2026, 0, 1, 1), 'UTC', 1)).toBe('2026-01-02');
    expect(startOfLocalDate('2026-01-01', 'America/Sao_Paulo')).toBe(Date.UTC(2026, 0, 1, 3));
  });
});
