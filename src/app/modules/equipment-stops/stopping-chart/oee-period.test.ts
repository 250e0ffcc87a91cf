import { describe, expect, it } from 'vitest';
import type { OeeBucket } from '../../../../domain/equipment-stops/stop-model.js';
import { idealSecondsPerPart, periodOee } from './oee-period.js';

const bucket = (planned: number, run: number, total: number, good: number): OeeBucket => ({
  start: '2026-03-01T00:00:00.000Z',
  end: '2026-03-02T00:00:00.000Z',
  label: '01/03',
  plannedProductionTimeMin: planned,
  runTimeMin: run,
  totalCount: total,
  goodCount: good,
  availability: null,
  performance: null,
  quality: null,
  oee: null,
});

describe('periodOee', () => {
  it('adds the times and counts of the buckets before dividing', () => {
    const factors = periodOee([bucket(400, 300, 500, 450), bucket(400, 340, 600, 600)], { performance_mode: 'cycleTime', ideal_cycle_time_sec: 30 });
    expect(factors?.availability).toBeCloseTo(640 / 800);
    expect(factors?.performance).toBeCloseTo((30 * 1100) / (640 * 60));
    expect(factors?.quality).toBeCloseTo(1050 / 1100);
    expect(factors?.oee).toBeCloseTo((640 / 800) * ((30 * 1100) / (640 * 60)) * (1050 / 1100));
  });

  it('has nothing to say without planned time', () => {
    expect(periodOee([bucket(0, 0, 0, 0)], { performance_mode: 'cycleTime', ideal_cycle_time_sec: 30 })).toBeNull();
  });

  it('shares a machine cycle among the parts it makes', () => {
    expect(idealSecondsPerPart({ performance_mode: 'partsPerCycle', ideal_cycle_time_sec: 60, parts_per_cycle: 4 })).toBe(15);
    expect(idealSecondsPerPart({ performance_mode: 'cycleTime', ideal_cycle_time_sec: 60, parts_per_cycle: 4 })).toBe(60);
  });
});
