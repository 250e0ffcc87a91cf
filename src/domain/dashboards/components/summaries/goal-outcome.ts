import type { GoalTarget } from './goal-target.js';

/** The tag's `tag_type`: which way is better. */
export type GoalDirection = 'higher_better' | 'lower_better';

/** Met; missed by no more than the dashboard's goal tolerance; missed; or nothing to compare. */
export type GoalStatus = 'met' | 'withinTolerance' | 'missed' | 'noGoal' | 'noData';

export interface GoalOutcome {
  /** Percent of the goal reached (100 = on goal, above 100 = better than the goal); null when no ratio makes sense. */
  attainment: number | null;
  /** actual − goal (for a band: − the bound crossed; 0 inside it). */
  deviation: number | null;
  /** The deviation as a percent of the goal (or of the bound crossed); null for a goal of 0. */
  deviationPercent: number | null;
  status: GoalStatus;
}

const none = (status: GoalStatus): GoalOutcome => ({ attainment: null, deviation: null, deviationPercent: null, status });
const ratio = (numerator: number, denominator: number) => (denominator > 0 && numerator >= 0 ? (numerator * 100) / denominator : null);
const percentOf = (deviation: number, reference: number) => (reference === 0 ? null : (deviation * 100) / Math.abs(reference));

/** Against one bound: `higher` when the actual should reach it from below. */
function againstBound(actual: number, bound: number, higher: boolean, tolerance: number): GoalOutcome {
  const deviation = actual - bound;
  const margin = Math.abs(bound) * tolerance;
  const met = higher ? actual >= bound : actual <= bound;
  const within = higher ? actual >= bound - margin : actual <= bound + margin;
  return {
    attainment: higher ? ratio(actual, bound) : actual === 0 ? null : ratio(bound, actual),
    deviation,
    deviationPercent: percentOf(deviation, bound),
    status: met ? 'met' : within ? 'withinTolerance' : 'missed',
  };
}

/**
 * How an actual value stands against its goal, as a KPI scorecard's traffic light does (green met, amber missed by
 * no more than the tolerance, red missed; Parmenter, *Key Performance Indicators*, on reporting measures against
 * targets), with the dashboard's `goal_tolerance` (business modules §3 and §9, a percent of the goal) as the amber
 * margin. Attainment is the "percent of target": actual ÷ goal when higher is better, goal ÷ actual when lower is
 * better, so above 100 % always means better than the goal. A band goal is met inside it; outside, the bound
 * crossed is the goal, reached from below for the lower bound and from above for the upper.
 */
export function goalOutcome(actual: number | null, target: GoalTarget | null, direction: GoalDirection, tolerancePercent: number): GoalOutcome {
  if (!target) return none('noGoal');
  if (actual === null || !Number.isFinite(actual)) return none('noData');
  const tolerance = Math.max(0, tolerancePercent) / 100;
  if (target.value !== undefined) return againstBound(actual, target.value, direction === 'higher_better', tolerance);
  if (target.lower !== undefined && actual < target.lower) return againstBound(actual, target.lower, true, tolerance);
  if (target.upper !== undefined && actual > target.upper) return againstBound(actual, target.upper, false, tolerance);
  return { attainment: 100, deviation: 0, deviationPercent: 0, status: 'met' };
}
