import { describe, expect, it } from 'vitest';
import { formatContractDate } from './contract-date.js';

describe('formatContractDate', () => {
  it.each([
    ['en-US', '12/31/2027'],
    ['pt-BR', '31/12/2027'],
    ['es-ES', '31/12/2027'],
  ])('%s', (locale, want) => {
    expect(formatContractDate('2027-12-31', locale)).toBe(want);
  });

  it('keeps the UTC day whatever the time zone, and is empty without a date', () => {
    expect(formatContractDate('2027-01-01', 'en-US')).toBe('01/01/2027');
    expect(formatContractDate(null, 'en-US')).toBe('');
  });
});
