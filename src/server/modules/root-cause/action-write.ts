/** One change of an action: the row, conditional on the version read, and its history row, in the caller's transaction. */
import type { ActionState } from '../../../domain/root-cause/action-rules.js';
import type { ActionView } from '../../../domain/root-cause/model.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { findActionRecord, insertActionHistory, updateActionIfVersion, type ActionColumns, type ActionRecord } from './action-repository.js';
import { actionViewOfRecord } from './action-views.js';
import type { RcaViewer } from './rca-context.js';
import { stateChanged } from './rca-errors.js';
import type { ActionHistoryEntry, Changes } from './rca-history.js';

export type ActionNote = Pick<ActionHistoryEntry, 'action' | 'changes' | 'comment' | 'signed'>;

/** The state fields that differ between two states, as history changes and as columns. */
export function stateChange(before: ActionState, after: ActionState): { columns: ActionColumns; changes: Changes } {
  const columns: ActionColumns = {};
  const changes: Changes = {};
  for (const field of ['status', 'approval', 'verification_status', 'suspended'] as const) {
    if (before[field] === after[field]) continue;
    Object.assign(columns, { [field]: after[field] });
    changes[field] = { from: before[field], to: after[field] };
  }
  return { columns, changes };
}

/** Writes `columns` if the action is still at the version read (else 409 stateChanged), then its history row; answers the new view. */
export async function writeActionChange(tx: GuardedTx, record: ActionRecord, viewer: RcaViewer, columns: ActionColumns, note: ActionNote): Promise<ActionView> {
  if (!(await updateActionIfVersion(tx.db, record.id_action, record.version, columns, viewer.nowMs))) throw stateChanged();
  await insertActionHistory(tx.db, { id_action: record.id_action, userId: viewer.userId, atMs: viewer.nowMs, ...note });
  return actionViewOfRecord(tx.db, (await findActionRecord(tx.db, record.id_action, viewer.unit))!, viewer);
}
