import type { SeriesLimits } from '../../series/series-answer.js';

/** What a tag value says about the process, as a tag status chip, a gauge band or a bullet range shows it. */
export const TAG_STATUSES = ['normal', 'warning', 'alarm', 'noData'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/** The statuses a value can have (a band of a scale always has a value). */
export type ValueStatus = Exclude<TagStatus, 'noData'>;

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Below `low` or above `high`; a missing side bounds nothing and a value on a limit is inside it. */
const outside = (value: number, low: number | null | undefined, high: number | null | undefined) =>
  (finite(low) && value < low) || (finite(high) && value > high);

/**
 * A tag's value against its limits (the tag's settings):
 * - `alarm`: outside the specification limits, the product is out of specification;
 * - `warning`: inside them but outside the tighter action-plan limits, time to act before it is;
 * - `normal`: inside both; `noData`: no value.
 * Specification limits bound conformance with the limits themselves conforming (LSL ≤ x ≤ USL: Montgomery,
 * "Introduction to Statistical Quality Control", 8th ed., §6.1); the two levels follow ANSI/ISA-18.2-2016, where an
 * alarm calls for a response and a lower-priority condition warns before it. Valid limits bound which readings
 * count (not how good they are), so they colour nothing.
 */
export function tagStatus(value: number | null | undefined, limits: SeriesLimits): TagStatus {
  if (!finite(value)) return 'noData';
  if (outside(value, limits.spec_low, limits.spec_high)) return 'alarm';
  if (outside(value, limits.action_low, limits.action_high)) return 'warning';
  return 'normal';
}
