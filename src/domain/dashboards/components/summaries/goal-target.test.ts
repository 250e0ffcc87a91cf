import { describe, expect, it } from 'vitest';
import type { SeriesGoal } from '../../../series/series-answer.js';
import { goalSpan, goalTarget } from './goal-target.js';

const utc = (iso: string) => Date.parse(iso);
const day = (date: string) => ({ from: utc(`${date}T03:00:00Z`), to: utc(`${date}T03:00:00Z`) + 86_400_000 });
const march: SeriesGoal = { period_start: '2026-03-01', period_end: '2026-03-31', goal_kind: 'single', value: 3100, mode: 'proportional' };
const april: SeriesGoal = { period_start: '2026-04-01', period_end: '2026-04-30', goal_kind: 'single', value: 6000, mode: 'proportional' };
const band: SeriesGoal = { period_start: '2026-03-01', period_end: '2026-03-31', goal_kind: 'range', lower: 70, upper: 90, mode: 'fixed' };
const zone = 'America/Sao_Paulo';

describe('goalSpan', () => {
  it('covers whole local days, the last one included', () => {
    expect(goalSpan(march, zone)).toEqual({ from: utc('2026-03-01T03:00:00Z'), to: utc('2026-04-01T03:00:00Z') });
  });
});

describe('goalTarget (proportional goals prorated by time, as the analysis chart does)', () => {
  it('gives a day a 31st of a March goal', () => {
    expect(goalTarget([march], day('2026-03-10'), zone)!.value).toBeCloseTo(100);
  });

  it('gives a week across two months a share of each', () => {
    const week = { from: day('2026-03-29').from, to: day('2026-04-04').to };
    expect(goalTarget([march, april], week, zone)!.value).toBeCloseTo(3 * 100 + 4 * 200);
  });

  it('gives a partial span its part only (a bucket measured up to now)', () => {
    const morning = { from: utc('2026-03-10T03:00:00Z'), to: utc('2026-03-10T15:00:00Z') };
    expect(goalTarget([march], morning, zone)!.value).toBeCloseTo(50);
  });
});

describe('goalTarget (fixed goals hold at every instant)', () => {
  it('keeps a fixed band whole, over any span, and prefers it to a proportional goal', () => {
    expect(goalTarget([band], day('2026-03-10'), zone)).toEqual({ lower: 70, upper: 90 });
    expect(goalTarget([march, band], { from: utc('2026-03-01T03:00:00Z'), to: utc('2026-04-01T03:00:00Z') }, zone)).toEqual({ lower: 70, upper: 90 });
  });

  it('takes the fixed goal that covers most of the span', () => {
    const first: SeriesGoal = { period_start: '2026-03-01', period_end: '2026-03-10', goal_kind: 'single', value: 10, mode: 'fixed' };
    const second: SeriesGoal = { ...first, period_start: '2026-03-11', period_end: '2026-03-31', value: 20 };
    expect(goalTarget([first, second], { from: day('2026-03-09').from, to: day('2026-03-13').to }, zone)).toEqual({ value: 20 });
  });

  it('is null outside every goal and for a goal without a value', () => {
    expect(goalTarget([march], day('2026-05-01'), zone)).toBeNull();
    expect(goalTarget([{ ...march, value: null }], day('2026-03-10'), zone)).toBeNull();
    expect(goalTarget([], day('2026-03-10'), zone)).toBeNull();
  });
});
