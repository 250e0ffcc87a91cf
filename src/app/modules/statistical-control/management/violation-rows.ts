import type { ViolationHistoryRow, ViolationRow } from './management-types.js';

/** Open violations (no diagnostic yet) before treated ones, each group in the server's order (newest point first). */
export const openFirst = (rows: readonly ViolationRow[]): ViolationRow[] => [
  ...rows.filter((row) => row.status === 'open'),
  ...rows.filter((row) => row.status !== 'open'),
];

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping a person need not read in a history row: ids (their descriptions are shown), the version, who and when. */
const hidden = (field: string) => field === 'version' || field.startsWith('id_') || field.startsWith('treated_');

/** What a history row changed: the fields whose value differs between before and after, in the order of `after`. */
export function historyChanges(changes: ViolationHistoryRow['changes']): HistoryChange[] {
  const before = changes?.before ?? {};
  const after = changes?.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => !hidden(field));
  return fields
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
