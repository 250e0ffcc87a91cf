import { DAY_MS, parseDay } from '../../../domain/consolidation/local-time.js';
import { startOfLocalDate } from './local-input.js';
import type { SeriesGoal, TimeRange } from './series-types.js';

/** A goal's target at one point: a single value, or a lower/upper band. */
export interface GoalTarget {
  value?: number;
  lower?: number;
  upper?: number;
}

/** The instants a goal covers: from local midnight of its first day to local midnight after its last day. */
export function goalRange(goal: SeriesGoal, timezone: string): TimeRange {
  const first = goal.period_start.slice(0, 10);
  const afterLast = new Date((parseDay(goal.period_end.slice(0, 10)) + 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: startOfLocalDate(first, timezone), to: startOfLocalDate(afterLast, timezone) };
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

function scaled(goal: SeriesGoal, factor: number): GoalTarget | null {
  if (goal.goal_kind === 'single') return finite(goal.value) ? { value: goal.value * factor } : null;
  const target: GoalTarget = {};
  if (finite(goal.lower)) target.lower = goal.lower * factor;
  if (finite(goal.upper)) target.upper = goal.upper * factor;
  return target.lower === undefined && target.upper === undefined ? null : target;
}

/**
 * The goal target at instant `t`. `bucket` is the consolidated bucket starting at `t` (null for raw
 * values): a proportional goal is for its whole period, so a bucket gets the share of its length;
 * a raw value has no length, so only fixed goals apply to it.
 */
export function goalAt(goals: readonly SeriesGoal[], t: number, bucket: TimeRange | null, timezone: string): GoalTarget | null {
  for (const goal of goals) {
    const range = goalRange(goal, timezone);
    if (t < range.from || t >= range.to) continue;
    if (goal.mode === 'fixed') return scaled(goal, 1);
    if (!bucket) return null;
    return scaled(goal, (bucket.to - bucket.from) / (range.to - range.from));
  }
  return null;
}
