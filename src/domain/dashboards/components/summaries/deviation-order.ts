import type { GoalOutcome } from './goal-outcome.js';

type Deviation = Pick<GoalOutcome, 'deviation' | 'deviationPercent'>;

const rank = (row: Deviation) => (row.deviationPercent !== null ? 0 : row.deviation !== null ? 1 : 2);

/**
 * The order of a deviation list: biggest |deviation %| first, then deviations with no percent (against a goal of 0)
 * by their size, then the tags with no goal or no value.
 */
export function deviationOrder(a: Deviation, b: Deviation): number {
  return rank(a) - rank(b) || Math.abs(b.deviationPercent ?? 0) - Math.abs(a.deviationPercent ?? 0) || Math.abs(b.deviation ?? 0) - Math.abs(a.deviation ?? 0);
}
