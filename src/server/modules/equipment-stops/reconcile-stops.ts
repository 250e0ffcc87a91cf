import type { StopInterval } from '../../../domain/equipment-stops/stop-detection.js';

/** An automatic stop already stored in the detection window. */
export interface StoredAutomaticStop {
  id_stop: number;
  start: number;
  end: number | null;
  version: number;
  /** A person gave it a motive, comment or complement, approved, reproved, split or annulled it. */
  touched: boolean;
}

export interface StopUpdate {
  id_stop: number;
  version: number;
  start: number;
  endBefore: number | null;
  end: number | null;
}

export interface ReconcilePlan {
  inserts: StopInterval[];
  updates: StopUpdate[];
  deletes: StoredAutomaticStop[];
}

const endOf = (end: number | null) => end ?? Number.POSITIVE_INFINITY;
const overlaps = (a: StopInterval, b: StopInterval) => a.start < endOf(b.end) && b.start < endOf(a.end);

/**
 * What to write so the stored automatic stops of a window become the detected ones, sparing what people
 * did: a stop is matched by its start; an untouched one follows the detection (new end, or removed when no
 * longer detected); a touched one is never removed and only gets an end while it is still open; a detected
 * stop overlapping a kept touched stop is not added (it would count the same time twice). Applying the plan
 * and reconciling again with the same detection plans nothing (idempotent).
 */
export function reconcileStops(stored: readonly StoredAutomaticStop[], detected: readonly StopInterval[]): ReconcilePlan {
  const detectedByStart = new Map(detected.map((stop) => [stop.start, stop]));
  const plan: ReconcilePlan = { inserts: [], updates: [], deletes: [] };
  const kept: StopInterval[] = [];
  for (const stop of stored) {
    const match = detectedByStart.get(stop.start);
    if (!match) {
      if (stop.touched) kept.push(stop);
      else plan.deletes.push(stop);
      continue;
    }
    const end = stop.touched && (stop.end !== null || match.end === null) ? stop.end : match.end;
    if (end !== stop.end) plan.updates.push({ id_stop: stop.id_stop, version: stop.version, start: stop.start, endBefore: stop.end, end });
    if (stop.touched) kept.push({ start: stop.start, end });
  }
  const storedStarts = new Set(stored.map((stop) => stop.start));
  for (const stop of detected) {
    if (storedStarts.has(stop.start) || kept.some((touched) => overlaps(stop, touched))) continue;
    plan.inserts.push({ start: stop.start, end: stop.end });
  }
  return plan;
}

export const isEmptyPlan = (plan: ReconcilePlan) => plan.inserts.length + plan.updates.length + plan.deletes.length === 0;

/** What a stored stop tells about the people who worked on it (detection-repository.ts reads it). */
export interface StopMarks {
  status: string;
  consistency: string;
  id_motive: number | null;
  comment: string | null;
  complements: unknown;
  split_from: number | null;
  reproved: boolean;
  updated_by: number | null;
  has_parts: boolean;
}

const hasComplements = (complements: unknown) =>
  complements !== null && typeof complements === 'object' && Object.values(complements).some((value) => value !== null && value !== '');

/** A person gave the stop a motive, comment or complement, approved, reproved, split, annulled or edited it. */
export function isTouched(stop: StopMarks): boolean {
  return (
    stop.id_motive !== null ||
    stop.consistency !== 'notApproved' ||
    stop.status === 'annulled' ||
    (stop.comment ?? '') !== '' ||
    hasComplements(stop.complements) ||
    stop.split_from !== null ||
    stop.has_parts ||
    stop.reproved ||
    stop.updated_by !== null
  );
}
