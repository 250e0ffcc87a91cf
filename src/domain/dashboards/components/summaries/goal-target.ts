import { localToUtc, parseDay } from '../../../consolidation/local-time.js';
import type { SeriesGoal } from '../../../series/series-answer.js';
import type { TimeRange } from '../../widget-period.js';

/** What a tag should reach over a span: a single value, or a lower/upper band (either end may be open). */
export interface GoalTarget {
  value?: number;
  lower?: number;
  upper?: number;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The instants a goal covers: local midnight of its first day to local midnight after its last day (both days included). */
export function goalSpan(goal: Pick<SeriesGoal, 'period_start' | 'period_end'>, timezone: string): TimeRange {
  return {
    from: localToUtc(timezone, parseDay(goal.period_start.slice(0, 10)), 0),
    to: localToUtc(timezone, parseDay(goal.period_end.slice(0, 10)) + 1, 0),
  };
}

/** A goal's target times `factor` (a proportional goal's share of its period; 1 for a fixed goal); null when it has none. */
export function scaledGoal(goal: SeriesGoal, factor: number): GoalTarget | null {
  if (goal.goal_kind === 'single') return finite(goal.value) ? { value: goal.value * factor } : null;
  const target: GoalTarget = {};
  if (finite(goal.lower)) target.lower = goal.lower * factor;
  if (finite(goal.upper)) target.upper = goal.upper * factor;
  return target.lower === undefined && target.upper === undefined ? null : target;
}

function added(a: GoalTarget | null, b: GoalTarget | null): GoalTarget | null {
  if (!a || !b) return a ?? b;
  const sum = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : x + y);
  const target: GoalTarget = {};
  for (const key of ['value', 'lower', 'upper'] as const) {
    const value = sum(a[key], b[key]);
    if (value !== undefined) target[key] = value;
  }
  return target;
}

const overlapOf = (a: TimeRange, b: TimeRange) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/**
 * The goal of a span (a bucket, or a widget's period) on the unit's clock. A fixed goal holds at every instant it
 * covers, so the fixed goal covering most of the span is the target. A proportional goal is for its whole period
 * (a month's 3,100 t), so the span gets the share of it that it overlaps, summed over the goals it crosses (a week
 * across two months takes part of each): the same proration the analysis chart draws
 * (`src/app/modules/analysis/goal-values.ts`). Null when no goal covers the span.
 */
export function goalTarget(goals: readonly SeriesGoal[], span: TimeRange, timezone: string): GoalTarget | null {
  let fixed: { goal: SeriesGoal; overlap: number } | null = null;
  let proportional: GoalTarget | null = null;
  for (const goal of goals) {
    const covered = goalSpan(goal, timezone);
    const overlap = overlapOf(covered, span);
    if (overlap <= 0) continue;
    if (goal.mode === 'fixed') {
      if (!fixed || overlap >= fixed.overlap) fixed = { goal, overlap };
    } else {
      proportional = added(proportional, scaledGoal(goal, overlap / Math.max(covered.to - covered.from, 1)));
    }
  }
  if (fixed) return scaledGoal(fixed.goal, 1);
  return proportional;
}
