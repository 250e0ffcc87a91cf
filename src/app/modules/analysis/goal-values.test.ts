import { describe, expect, it } from 'vitest';
import { goalAt, goalRange } from './goal-values.js';
import type { SeriesGoal } from './series-types.js';

const hour = 3_600_000;
const january: SeriesGoal = { period_start: '2026-01-01', period_end: '2026-01-31', goal_kind: 'single', value: 3100, mode: 'proportional' };
const band: SeriesGoal = { period_start: '2026-02-01', period_end: '2026-02-28', goal_kind: 'range', lower: 10, upper: 20, mode: 'fixed' };

describe('goal targets per point', () => {
  it('covers whole local days, the last one included', () => {
    expect(goalRange(january, 'America/Sao_Paulo')).toEqual({ from: Date.UTC(2026, 0, 1, 3), to: Date.UTC(2026, 1, 1, 3) });
  });

  it('prorates a proportional goal by the bucket length', () => {
    const day = { from: Date.UTC(2026, 0, 10), to: Date.UTC(2026, 0, 11) };
    expect(goalAt([january], day.from, day, 'UTC')).toEqual({ value: 100 });
    const shift = { from: Date.UTC(2026, 0, 10, 6), to: Date.UTC(2026, 0, 10, 12) };
    expect(goalAt([january], shift.from, shift, 'UTC')!.value).toBeCloseTo(25);
    expect(goalAt([january], Date.UTC(2026, 0, 10, 1), { from: Date.UTC(2026, 0, 10, 1), to: Date.UTC(2026, 0, 10, 1) + hour }, 'UTC')!.value).toBeCloseTo(
      3100 / 744,
    );
  });

  it('gives a fixed band the same bounds for every point, raw values included', () => {
    expect(goalAt([january, band], Date.UTC(2026, 1, 28, 23), null, 'UTC')).toEqual({ lower: 10, upper: 20 });
    expect(goalAt([band], Date.UTC(2026, 1, 3), { from: Date.UTC(2026, 1, 3), to: Date.UTC(2026, 1, 10) }, 'UTC')).toEqual({ lower: 10, upper: 20 });
  });

  it('has no target outside every goal, nor a proportional one for raw values', () => {
    expect(goalAt([january, band], Date.UTC(2026, 2, 1), null, 'UTC')).toBeNull();
    expect(goalAt([january], Date.UTC(2026, 0, 5), null, 'UTC')).toBeNull();
    expect(goalAt([{ ...band, lower: null, upper: null }], Date.UTC(2026, 1, 5), null, 'UTC')).toBeNull();
  });
});
