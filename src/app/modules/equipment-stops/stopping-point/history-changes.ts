import type { StopHistoryRow } from '../../../../domain/equipment-stops/stop-model.js';

export interface FieldChange {
  field: string;
  /** Absent when the row has no before (a created or detected stop). */
  before?: unknown;
  after: unknown;
}

/** The fields a history row changed, in the order of its `after`, each with its value before when known. */
export function fieldChanges(changes: StopHistoryRow['changes']): FieldChange[] {
  if (!changes?.after) return [];
  return Object.entries(changes.after).map(([field, after]) =>
    changes.before && field in changes.before ? { field, before: changes.before[field], after } : { field, after },
  );
}
