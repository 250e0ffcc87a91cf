/**
 * `POST RCA/actions/actions/:id/duplicate` (README.md, Actions): a new not-started copy of a pending action's
 * 5W2H fields, people and deadline (not its time spent), `duplicated_from` the original; history on both.
 */
import { checkActionCommand, initialActionState } from '../../../domain/root-cause/action-rules.js';
import type { ActionView } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { actionWriter, loadActionAt } from './action-load.js';
import { findActionRecord, insertAction, insertActionHistory, updateActionIfVersion } from './action-repository.js';
import { actionContextOf, actionStateOf, actionViewOfRecord } from './action-views.js';
import { refusalError, stateChanged } from './rca-errors.js';
import { lockEffectOfAction } from './effect-lock.js';

export async function duplicateAction(database: Database, access: RequestAccess, idAction: number, body: { version: number }): Promise<ActionView> {
  const viewer = await actionWriter(database, access);
  return guardedWrite(database, async (tx) => {
    await lockEffectOfAction(tx, idAction);
    const original = await loadActionAt(tx.db, idAction, body.version, viewer);
    const refusal = checkActionCommand(actionStateOf(original), 'duplicate', actionContextOf(original, viewer));
    if (refusal) throw refusalError(refusal);
    // A canceled cause takes no new action (as when planning one from it).
    if (original.cause_status === 'canceled') throw refusalError('suspended');
    if (!(await updateActionIfVersion(tx.db, original.id_action, original.version, {}, viewer.nowMs))) throw stateChanged();
    const idCopy = await insertAction(tx.db, {
      id_effect: original.id_effect,
      id_cause: original.id_cause,
      title: original.title,
      what: original.what,
      why: original.why,
      where_text: original.where_text,
      how: original.how,
      how_much: original.how_much,
      planned_time: original.planned_time,
      spent_time: null,
      deadline: original.deadline,
      id_responsible: original.id_responsible,
      id_examiner: original.id_examiner,
      ...initialActionState(viewer.rules),
      conclusion_date: null,
      concluded_at: null,
      verification_date: null,
      verification_commentary: null,
      duplicated_from: original.id_action,
      version: 1,
      created_by: viewer.userId,
      created_at: viewer.nowMs,
      updated_at: viewer.nowMs,
    });
    const at = { userId: viewer.userId, atMs: viewer.nowMs };
    await insertActionHistory(tx.db, { ...at, id_action: original.id_action, action: 'duplicated', changes: { duplicate: { from: null, to: idCopy } } });
    await insertActionHistory(tx.db, { ...at, id_action: idCopy, action: 'created', changes: { duplicated_from: { from: null, to: original.id_action } } });
    return actionViewOfRecord(tx.db, (await findActionRecord(tx.db, idCopy, viewer.unit))!, viewer);
  });
}
