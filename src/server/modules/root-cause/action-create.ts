/**
 * `POST RCA/actions/actions` (README.md, Actions): a 5W2H action planned from an active cause of an open or
 * in-analysis effect, by one of its applicators. The responsible defaults to the caller, the examiner to the
 * effect's; both must be active users of the unit.
 */
import { initialActionState } from '../../../domain/root-cause/action-rules.js';
import { checkCauseCommand } from '../../../domain/root-cause/effect-rules.js';
import type { ActionView } from '../../../domain/root-cause/model.js';
import { rolesOnEffect } from '../../../domain/root-cause/roles.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { notFound, validationFailed } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { actionFieldColumns, type ActionFieldsBody } from './action-fields.js';
import { actionWriter } from './action-load.js';
import { findActionRecord, findCauseOfAction, insertAction, insertActionHistory } from './action-repository.js';
import { actionViewOfRecord } from './action-views.js';
import { peopleNotInUnit } from './people.js';
import { RCA_MENUS } from './rca-access.js';
import { effectNotFound, fieldRefused, refusalError } from './rca-errors.js';
import { lockEffectOfCause } from './effect-lock.js';

export interface ActionCreateBody extends ActionFieldsBody {
  id_cause: number;
  title: string;
  what: string;
  why: string;
  deadline: string;
}

export const personNotFoundKey = 'rootCause.errors.personNotFound';

export async function createAction(database: Database, access: RequestAccess, body: ActionCreateBody): Promise<ActionView> {
  const viewer = await actionWriter(database, access, [RCA_MENUS.analysis]);
  const { columns, fields } = actionFieldColumns(body);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return guardedWrite(database, async (tx) => {
    await lockEffectOfCause(tx, body.id_cause);
    const cause = await findCauseOfAction(tx.db, body.id_cause);
    if (!cause) throw notFound();
    if (cause.effect_unit !== viewer.unit) throw effectNotFound();
    const context = { roles: rolesOnEffect(viewer.userId, cause.effect_people), effectStatus: cause.effect_status };
    const refusal = checkCauseCommand(cause.status, 'add-action', context);
    // A canceled cause of an effect under analysis takes no new action: its actions are suspended.
    if (refusal === 'state' && cause.status === 'canceled' && checkCauseCommand('active', 'add-action', context) === null) throw refusalError('suspended');
    if (refusal) throw refusalError(refusal);
    const responsible = body.id_responsible ?? viewer.userId;
    const examiner = body.id_examiner ?? cause.effect_people.examiner;
    const strangers = new Set(await peopleNotInUnit(tx.db, viewer, [responsible, examiner]));
    if (strangers.has(responsible)) throw fieldRefused('id_responsible', personNotFoundKey);
    if (strangers.has(examiner)) throw fieldRefused('id_examiner', personNotFoundKey);
    const state = initialActionState(viewer.rules);
    const idAction = await insertAction(tx.db, {
      where_text: null,
      how: null,
      how_much: null,
      planned_time: null,
      spent_time: null,
      ...columns,
      id_effect: cause.id_effect,
      id_cause: cause.id_cause,
      id_responsible: responsible,
      id_examiner: examiner,
      ...state,
      conclusion_date: null,
      concluded_at: null,
      verification_date: null,
      verification_commentary: null,
      duplicated_from: null,
      version: 1,
      created_by: viewer.userId,
      created_at: viewer.nowMs,
      updated_at: viewer.nowMs,
    });
    await insertActionHistory(tx.db, { id_action: idAction, userId: viewer.userId, atMs: viewer.nowMs, action: 'created' });
    return actionViewOfRecord(tx.db, (await findActionRecord(tx.db, idAction, viewer.unit))!, viewer);
  });
}
