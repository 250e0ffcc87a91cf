import { expect, it } from 'vitest';
import { defaultExpiryDate, expiryInstant } from './expiry-date.js';

it('ends the chosen day on the plant clock', () => {
  expect(expiryInstant('America/Sao_Paulo', '2026-03-08')).toBe('2026-03-09T02:59:59.999Z');
  expect(expiryInstant('UTC', '')).toBeUndefined();
});

it('proposes ninety plant days ahead', () => {
  expect(defaultExpiryDate('UTC', Date.parse('2026-01-01T12:00:00Z'))).toBe('2026-04-01');
});

it('proposes a year ahead for a dashboard link', () => {
  expect(defaultExpiryDate('UTC', Date.parse('2026-01-01T12:00:00Z'), 365)).toBe('2027-01-01');
});
