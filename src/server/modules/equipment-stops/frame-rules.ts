import type { FieldErrors } from '../../../domain/validation/field-errors.js';

/** The frame fields these rules read; the hook passes the generated frame record. */
export interface FrameRuleInput {
  active?: boolean;
  insertion?: string;
  id_tag_state?: number | null;
  motives?: readonly number[];
}

/** How many active frames a write adds: a new active frame, or an inactive one made active. */
export function activeFramesAdded(current: FrameRuleInput | undefined, next: FrameRuleInput): number {
  return next.active === true && current?.active !== true ? 1 : 0;
}

/** An automatic frame detects stops from its state tag, so it cannot go without one. */
export function detectionErrors(next: FrameRuleInput): FieldErrors {
  const hasStateTag = next.id_tag_state !== undefined && next.id_tag_state !== null;
  return next.insertion === 'automatic' && !hasStateTag ? { id_tag_state: { key: 'equipmentStops.errors.stateTagRequired' } } : {};
}

/**
 * The motives this write adds to the frame's allowed motives: only those must be active, so a frame
 * whose motive was deactivated later can still be edited.
 */
export function motivesAdded(current: FrameRuleInput | undefined, next: FrameRuleInput): number[] {
  const before = new Set(current?.motives ?? []);
  return (next.motives ?? []).filter((id) => !before.has(id));
}

/** The error on `motives` when some of the added motives are inactive. */
export function inactiveMotiveErrors(inactive: readonly number[]): FieldErrors {
  return inactive.length ? { motives: { key: 'equipmentStops.errors.motiveInactive' } } : {};
}
