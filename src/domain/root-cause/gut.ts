/** GUT priority: gravity × urgency × tendency, each 1–5 (1–125). */
export function gutPriority(gravity: number, urgency: number, tendency: number): number {
  return gravity * urgency * tendency;
}

export interface RankedCause {
  id_cause: number;
  gravity: number;
  urgency: number;
  tendency: number;
  priority: number;
}

const byRank = (a: RankedCause, b: RankedCause): number =>
  b.priority - a.priority || b.gravity - a.gravity || b.urgency - a.urgency || b.tendency - a.tendency || a.id_cause - b.id_cause;

/** Causes by priority, highest first; ties by gravity, then urgency, then tendency, then the older cause. */
export function rankCauses<T extends RankedCause>(causes: readonly T[]): T[] {
  return [...causes].sort(byRank);
}
