import { describe, expect, it } from 'vitest';
import { normalCdf, normalPdf } from './normal-distribution.js';

describe('normalCdf', () => {
  it('matches reference values of Φ (Abramowitz & Stegun, Table 26.1, to 15 decimals)', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 15);
    expect(normalCdf(1.96)).toBeCloseTo(0.97500210485178, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.00134989803163, 15);
    expect(normalCdf(5)).toBeCloseTo(0.999999713348428, 15);
  });

  it('is symmetric: Φ(−x) = 1 − Φ(x)', () => {
    for (let x = 0; x <= 9; x += 0.37) expect(normalCdf(-x)).toBeCloseTo(1 - normalCdf(x), 15);
  });

  it('is 0 and 1 far out, and NaN for NaN', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('normalPdf', () => {
  it('is 1/√(2π) at 0 and e^(−½)/√(2π) at ±1', () => {
    expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
    expect(normalPdf(1)).toBeCloseTo(Math.exp(-0.5) / Math.sqrt(2 * Math.PI), 15);
    expect(normalPdf(-1)).toBe(normalPdf(1));
  });
});
