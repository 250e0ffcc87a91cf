import { goalSpan, scaledGoal, type GoalTarget } from '../../../domain/dashboards/components/summaries/goal-target.js';
import type { SeriesGoal, TimeRange } from './series-types.js';

export type { GoalTarget };

/** The instants a goal covers: from local midnight of its first day to local midnight after its last day. */
export const goalRange = goalSpan;

/**
 * The goal target at instant `t`. `bucket` is the consolidated bucket starting at `t` (null for raw
 * values): a proportional goal is for its whole period, so a bucket gets the share of its length;
 * a raw value has no length, so only fixed goals apply to it.
 */
export function goalAt(goals: readonly SeriesGoal[], t: number, bucket: TimeRange | null, timezone: string): GoalTarget | null {
  for (const goal of goals) {
    const range = goalRange(goal, timezone);
    if (t < range.from || t >= range.to) continue;
    if (goal.mode === 'fixed') return scaledGoal(goal, 1);
    if (!bucket) return null;
    return scaledGoal(goal, (bucket.to - bucket.from) / (range.to - range.from));
  }
  return null;
}
