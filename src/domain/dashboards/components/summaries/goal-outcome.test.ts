import { describe, expect, it } from 'vitest';
import { goalOutcome } from './goal-outcome.js';

describe('goalOutcome: percent of target and traffic light with the goal tolerance (Parmenter, Key Performance Indicators)', () => {
  it('reads a higher-is-better goal: met, within 5 %, missed', () => {
    expect(goalOutcome(110, { value: 100 }, 'higher_better', 5)).toEqual({ attainment: 110, deviation: 10, deviationPercent: 10, status: 'met' });
    expect(goalOutcome(96, { value: 100 }, 'higher_better', 5)).toMatchObject({ attainment: 96, deviation: -4, status: 'withinTolerance' });
    expect(goalOutcome(95, { value: 100 }, 'higher_better', 5).status).toBe('withinTolerance');
    expect(goalOutcome(94.9, { value: 100 }, 'higher_better', 5).status).toBe('missed');
  });

  it('inverts the ratio when lower is better, so above 100 % is still better', () => {
    expect(goalOutcome(4, { value: 5 }, 'lower_better', 10)).toEqual({ attainment: 125, deviation: -1, deviationPercent: -20, status: 'met' });
    expect(goalOutcome(5.5, { value: 5 }, 'lower_better', 10).status).toBe('withinTolerance');
    expect(goalOutcome(6, { value: 5 }, 'lower_better', 10)).toMatchObject({ deviationPercent: 20, status: 'missed' });
    expect(goalOutcome(0, { value: 5 }, 'lower_better', 10)).toMatchObject({ attainment: null, status: 'met' });
  });

  it('meets a band inside it and measures from the bound crossed outside', () => {
    const band = { lower: 70, upper: 90 };
    expect(goalOutcome(80, band, 'higher_better', 5)).toEqual({ attainment: 100, deviation: 0, deviationPercent: 0, status: 'met' });
    expect(goalOutcome(68, band, 'lower_better', 5)).toMatchObject({ deviation: -2, status: 'withinTolerance' });
    expect(goalOutcome(99, band, 'higher_better', 5)).toMatchObject({ attainment: (90 / 99) * 100, deviation: 9, deviationPercent: 10, status: 'missed' });
    expect(goalOutcome(1000, { lower: 70 }, 'higher_better', 0).status).toBe('met');
  });

  it('has no ratio against a goal of zero and tells a missing goal from a missing value', () => {
    expect(goalOutcome(3, { value: 0 }, 'higher_better', 5)).toEqual({ attainment: null, deviation: 3, deviationPercent: null, status: 'met' });
    expect(goalOutcome(3, null, 'higher_better', 5).status).toBe('noGoal');
    expect(goalOutcome(null, { value: 1 }, 'higher_better', 5).status).toBe('noData');
  });
});
