import { describe, expect, it } from 'vitest';
import { computeOee, oeeInputErrors } from './oee.js';

describe('computeOee (Nakajima 1988; ISO 22400-2:2014 availability, effectiveness, quality ratio)', () => {
  // Worked by hand: an 8 h shift (480 min) with two 15 min breaks gives 420 min planned production
  // time; 47 min of unplanned stops leave 373 min run time. 19,271 parts at an ideal 1.0 s each,
  // 18,848 of them good (the example of oee.com's "calculate OEE" page): A 0.8881, P 0.8611, Q 0.9780.
  it('matches the shift example worked by hand', () => {
    const factors = computeOee({ plannedProductionTimeMin: 420, runTimeMin: 373, idealCycleTimeSec: 1, totalCount: 19_271, goodCount: 18_848 });
    expect(factors.availability).toBeCloseTo(373 / 420, 12); // 0.888095…
    expect(factors.performance).toBeCloseTo(19_271 / (373 * 60), 12); // 0.861081…
    expect(factors.quality).toBeCloseTo(18_848 / 19_271, 12); // 0.978050…
    expect(factors.oee).toBeCloseTo(0.7479, 4); // 74.8 %
  });

  it('gives the product of the three factors', () => {
    // 100 min planned, 80 run (A = 0.8); 2 s ideal × 1800 parts = 60 min of ideal time over 80 run (P = 0.75); 1710 good (Q = 0.95).
    expect(computeOee({ plannedProductionTimeMin: 100, runTimeMin: 80, idealCycleTimeSec: 2, totalCount: 1800, goodCount: 1710 })).toEqual({
      availability: 0.8,
      performance: 0.75,
      quality: 0.95,
      oee: 0.8 * 0.75 * 0.95,
    });
  });

  it('is 1 for a period that ran all the time at the ideal rate with only good parts', () => {
    expect(computeOee({ plannedProductionTimeMin: 60, runTimeMin: 60, idealCycleTimeSec: 30, totalCount: 120, goodCount: 120 }).oee).toBe(1);
  });

  it('has performance 0 when nothing ran and quality 0 when nothing was made', () => {
    expect(computeOee({ plannedProductionTimeMin: 60, runTimeMin: 0, idealCycleTimeSec: 30, totalCount: 0, goodCount: 0 })).toEqual({
      availability: 0,
      performance: 0,
      quality: 0,
      oee: 0,
    });
  });

  it('does not cap performance: above 1 the ideal cycle time is set too slow', () => {
    expect(computeOee({ plannedProductionTimeMin: 10, runTimeMin: 10, idealCycleTimeSec: 60, totalCount: 12, goodCount: 12 }).performance).toBeCloseTo(1.2, 12);
  });
});

describe('oeeInputErrors', () => {
  const valid = { plannedProductionTimeMin: 100, runTimeMin: 80, idealCycleTimeSec: 2, totalCount: 1800, goodCount: 1710 };

  it('accepts a consistent input', () => {
    expect(oeeInputErrors(valid)).toEqual({});
  });

  it.each([
    [{ plannedProductionTimeMin: '100' }, { plannedProductionTimeMin: 'validation.number' }],
    [{ runTimeMin: Number.NaN }, { runTimeMin: 'validation.number' }],
    [{ idealCycleTimeSec: undefined }, { idealCycleTimeSec: 'validation.number' }],
    [{ totalCount: -1 }, { totalCount: 'validation.minValue' }],
    [{ plannedProductionTimeMin: 0, runTimeMin: 0 }, { plannedProductionTimeMin: 'oee.errors.plannedTimePositive' }],
    [{ runTimeMin: 101 }, { runTimeMin: 'oee.errors.runTimeOverPlanned' }],
    [{ idealCycleTimeSec: 0 }, { idealCycleTimeSec: 'oee.errors.cycleTimePositive' }],
    [{ totalCount: 1800.5 }, { totalCount: 'validation.integer' }],
    [{ goodCount: 1801 }, { goodCount: 'oee.errors.goodOverTotal' }],
  ])('refuses %o with %o', (change, errors) => {
    expect(oeeInputErrors({ ...valid, ...change })).toEqual(errors);
  });
});
