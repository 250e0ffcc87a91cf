import type { SeriesGoal } from '../../series/series-answer.js';
import { wallDayStart } from '../../format/index.js';
import { formatDay, parseDay } from '../../consolidation/local-time.js';
import { scaledGoal } from '../components/summaries/goal-target.js';

/** A goal's target over a stretch of time: one value, or a lower and an upper bound. */
export interface GoalSegment {
  from: number;
  to: number;
  value?: number;
  lower?: number;
  upper?: number;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The instants of a goal's days on the unit's wall clock: first day's midnight to the midnight after its last day. */
function goalSpan(goal: SeriesGoal, timezone: string): { from: number; to: number } | null {
  const from = wallDayStart(timezone, goal.period_start.slice(0, 10));
  const last = goal.period_end.slice(0, 10);
  const to = /^\d{4}-\d{2}-\d{2}$/.test(last) ? wallDayStart(timezone, formatDay(parseDay(last) + 1)) : undefined;
  return from === undefined || to === undefined || !(to > from) ? null : { from, to };
}

/**
 * The goals' targets over `range`. A fixed goal holds at every instant of its days; a proportional goal is a
 * total for its whole period, so a bucket of `bucketMs` gets its share (bucket / period) and a raw value, which
 * has no length, gets none (the analysis trend's rule, `src/app/modules/analysis/goal-values.ts`).
 */
export function goalSegments(goals: readonly SeriesGoal[], range: { from: number; to: number }, timezone: string, bucketMs: number | null): GoalSegment[] {
  const segments: GoalSegment[] = [];
  for (const goal of goals) {
    const span = goalSpan(goal, timezone);
    if (!span || span.to <= range.from || span.from >= range.to) continue;
    if (goal.mode !== 'fixed' && bucketMs === null) continue;
    const target = scaledGoal(goal, goal.mode === 'fixed' ? 1 : bucketMs! / (span.to - span.from));
    if (target) segments.push({ from: Math.max(span.from, range.from), to: Math.min(span.to, range.to), ...target });
  }
  return segments;
}

/** The targets a value is held to at instant `at`: a fixed goal's value, or its lower and upper bounds (none when no fixed goal covers it). */
export function goalTargetsAt(goals: readonly SeriesGoal[], at: number, timezone: string): number[] {
  const [segment] = goalSegments(goals, { from: at, to: at + 1 }, timezone, null);
  if (!segment) return [];
  return [segment.value, segment.lower, segment.upper].filter(finite);
}
