import { describe, expect, it } from 'vitest';
import { capabilityGrade } from './capability-grade.js';

describe('capabilityGrade (AIAG SPC manual: < 1 not capable, ≥ 1.33 capable)', () => {
  it('grades at the boundaries', () => {
    expect(capabilityGrade(0.99)).toBe('poor');
    expect(capabilityGrade(1)).toBe('marginal');
    expect(capabilityGrade(1.329)).toBe('marginal');
    expect(capabilityGrade(1.33)).toBe('capable');
  });

  it('has no grade without an index', () => {
    expect(capabilityGrade(null)).toBe('unknown');
    expect(capabilityGrade(undefined)).toBe('unknown');
    expect(capabilityGrade(Number.NaN)).toBe('unknown');
  });
});
