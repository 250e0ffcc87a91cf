import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal.js';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['12,5', 12.5],
    ['-0,25', -0.25],
    ['+3', 3],
    [',5', 0.5],
    ['1e3', 1000],
    ['0', 0],
  ])('%j -> %d', (text, want) => {
    expect(parseDecimal(text)).toBe(want);
  });

  it.each(['', '  ', 'abc', '1.000,5', '1,000.5', '12a', '--1', 'Infinity', 'NaN', '1e999'])('%j is not a number', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});
