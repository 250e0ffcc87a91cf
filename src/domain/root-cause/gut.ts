/** GUT priority: gravity × urgency × tendency, each 1–5 (1–125). */
export function gutPriority(gravity: number, urgency: number, tendency: number): number {
  throw new Error(`not implemented ${gravity} ${urgency} ${tendency}`);
}

export interface RankedCause {
  id_cause: number;
  gravity: number;
  urgency: number;
  tendency: number;
  priority: number;
}

/** Causes by priority, highest first; ties by gravity, then urgency, then tendency, then the older cause. */
export function rankCauses<T extends RankedCause>(causes: readonly T[]): T[] {
  throw new Error(`not implemented ${causes.length}`);
}
