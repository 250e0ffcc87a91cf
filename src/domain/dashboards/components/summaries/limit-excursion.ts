import type { SeriesLimits } from '../../../series/series-answer.js';
import type { TagStatus } from '../../tag-values/tag-status.js';

/** The limits a value may cross, outer first: the specification limits, then the action-plan limits inside them. */
export type CrossedLimit = 'spec_low' | 'spec_high' | 'action_low' | 'action_high';
/** The severity of an excursion: the status `tagStatus` (`tag-values/tag-status.ts`) gives the same value. */
export type ExcursionSeverity = Extract<TagStatus, 'alarm' | 'warning'>;

export interface LimitExcursion {
  limit: CrossedLimit;
  bound: number;
  severity: ExcursionSeverity;
}

const checks: readonly { limit: CrossedLimit; severity: ExcursionSeverity }[] = [
  { limit: 'spec_high', severity: 'alarm' },
  { limit: 'spec_low', severity: 'alarm' },
  { limit: 'action_high', severity: 'warning' },
  { limit: 'action_low', severity: 'warning' },
];

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whether `value` lies beyond the excursion's bound, on its side (a value on the bound is inside). */
export const beyond = (value: number, excursion: Pick<LimitExcursion, 'limit' | 'bound'>): boolean =>
  excursion.limit.endsWith('_high') ? value > excursion.bound : value < excursion.bound;

/**
 * The outermost limit a value crosses, named, with the severity `tagStatus` gives the value (the tag status
 * component's rule, `tag-values/tag-status.ts`: outside the specification limits an alarm, outside the tighter
 * action-plan limits a warning, after Montgomery §6.1 and ANSI/ISA-18.2-2016; valid limits raise nothing). Null
 * within every limit set.
 */
export function limitExcursion(value: number, limits: SeriesLimits): LimitExcursion | null {
  for (const { limit, severity } of checks) {
    const bound = limits[limit];
    if (finite(bound) && beyond(value, { limit, bound })) return { limit, bound, severity };
  }
  return null;
}

/**
 * When the current excursion began: the first of the trailing run of points (time order) still beyond the
 * excursion's bound. `complete` is false when the run reaches back to the first point read, so it may have begun
 * before the window.
 */
export function excursionStart(
  times: readonly number[],
  values: readonly number[],
  excursion: Pick<LimitExcursion, 'limit' | 'bound'>,
): { since: number; complete: boolean } | null {
  let first = -1;
  for (let i = values.length - 1; i >= 0 && beyond(values[i]!, excursion); i--) first = i;
  if (first < 0) return null;
  return { since: times[first]!, complete: first > 0 };
}

/** How far past its bound a value is, relative to the bound (a bound of 0 counts as 1). */
const overshoot = (excursion: LimitExcursion & { value: number }) => Math.abs(excursion.value - excursion.bound) / (Math.abs(excursion.bound) || 1);

/** The order exceptions are listed in: alarms before warnings, then the furthest past its bound first. */
export function excursionOrder(a: LimitExcursion & { value: number }, b: LimitExcursion & { value: number }): number {
  const rank = (excursion: LimitExcursion) => (excursion.severity === 'alarm' ? 0 : 1);
  return rank(a) - rank(b) || overshoot(b) - overshoot(a);
}
