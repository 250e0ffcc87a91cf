import { describe, expect, it } from 'vitest';
import type { SeriesGoal } from '../../series/series-answer.js';
import { goalSegments, goalTargetsAt } from './goal-targets.js';

const zone = 'America/Sao_Paulo';
const utc = (iso: string) => Date.parse(iso);
const fixed: SeriesGoal = { period_start: '2026-03-10', period_end: '2026-03-10', goal_kind: 'single', value: 80, mode: 'fixed' };
const band: SeriesGoal = { period_start: '2026-03-11', period_end: '2026-03-11', goal_kind: 'range', lower: 75, upper: 85, mode: 'fixed' };
const monthly: SeriesGoal = { period_start: '2026-03-01', period_end: '2026-03-31', goal_kind: 'single', value: 3100, mode: 'proportional' };
// 2026-03-10 00:00 to 2026-03-12 00:00 in São Paulo (UTC−3).
const range = { from: utc('2026-03-10T03:00:00Z'), to: utc('2026-03-12T03:00:00Z') };

describe('goalSegments (the analysis trend rule: a proportional goal is a total, shared by bucket length)', () => {
  it('holds a fixed goal over its days on the unit wall clock, clipped to the range', () => {
    expect(goalSegments([fixed, band], range, zone, null)).toEqual([
      { from: range.from, to: utc('2026-03-11T03:00:00Z'), value: 80 },
      { from: utc('2026-03-11T03:00:00Z'), to: range.to, lower: 75, upper: 85 },
    ]);
  });

  it('gives a proportional goal its share per bucket, and none to raw values', () => {
    expect(goalSegments([monthly], range, zone, null)).toEqual([]);
    const [daily] = goalSegments([monthly], range, zone, 86_400_000);
    expect(daily!.value).toBeCloseTo(100, 6);
  });

  it('skips goals outside the range', () => {
    expect(goalSegments([fixed], { from: utc('2026-03-11T03:00:00Z'), to: utc('2026-03-11T04:00:00Z') }, zone, null)).toEqual([]);
  });
});

describe('goalTargetsAt', () => {
  it('is the fixed goal value or bounds at an instant, none without a fixed goal', () => {
    expect(goalTargetsAt([fixed, band], utc('2026-03-10T15:00:00Z'), zone)).toEqual([80]);
    expect(goalTargetsAt([fixed, band], utc('2026-03-11T15:00:00Z'), zone)).toEqual([75, 85]);
    expect(goalTargetsAt([monthly], utc('2026-03-11T15:00:00Z'), zone)).toEqual([]);
  });
});
