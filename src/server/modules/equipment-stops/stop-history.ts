import type { StopHistoryAction, StopHistoryRow } from '../../../domain/equipment-stops/stop-model.js';
import type { Db } from '../../db/create-database.js';
import { listHistory, type HistoryEntry, type StopChanges, type StopRow } from './stop-repository.js';
import { isoOf } from './stop-view.js';

/** A stop's fields as the history shows them (times as ISO strings, the API's names). */
function shown(fields: StopChanges): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === 'start_ms') result.start = isoOf(value as number);
    else if (name === 'end_ms') result.end = isoOf(value as number | null);
    else result[name] = value;
  }
  return result;
}

/** The stored value of a changeable field of `stop`. */
function storedValue(stop: StopRow, field: keyof StopChanges): unknown {
  if (field === 'start_ms') return stop.start;
  if (field === 'end_ms') return stop.end;
  return stop[field];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields `changes` really changes in `stop`, for the write and for its history row. */
export function changedFields(stop: StopRow, changes: StopChanges): StopChanges {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes) as [keyof StopChanges, unknown][]) {
    if (value !== undefined && !same(storedValue(stop, field), value)) result[field] = value;
  }
  return result as StopChanges;
}

/** The `{ before, after }` of a history row for the fields that changed. */
export function historyChanges(stop: StopRow | null, changed: StopChanges): { before?: Record<string, unknown>; after: Record<string, unknown> } {
  const after = shown(changed);
  if (!stop) return { after };
  const before: StopChanges = {};
  for (const field of Object.keys(changed) as (keyof StopChanges)[]) (before as Record<string, unknown>)[field] = storedValue(stop, field);
  return { before: shown(before), after };
}

/** A history row of a user's action (user null: a job). */
export function historyEntry(
  id_stop: number,
  action: StopHistoryAction,
  changes: object | null,
  who: { userId: number | null; now: number },
  extra: { comment?: string | null; signed?: boolean } = {},
): HistoryEntry {
  return { id_stop, at_ms: who.now, id_usuario: who.userId, action, changes, comment: extra.comment ?? null, signed: extra.signed ?? false };
}

/** The stop's history as the route answers it, oldest first. */
export async function stopHistory(db: Db, idStop: number): Promise<StopHistoryRow[]> {
  return (await listHistory(db, idStop)).map((row) => ({
    at: isoOf(row.at_ms)!,
    user: row.user,
    action: row.action,
    changes: row.changes,
    comment: row.comment,
    signed: row.signed,
  }));
}
