/**
 * `PUT RCA/actions/actions/:id` (README.md, Actions): an applicator changes an open action's 5W2H fields (an approved
 * or sent action goes back to `waiting` when the rules name an approver); its responsible may change `spent_time` alone.
 */
import { actionStateAfter, checkActionCommand } from '../../../domain/root-cause/action-rules.js';
import type { ActionView } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { validationFailed } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { personNotFoundKey } from './action-create.js';
import { actionFieldColumns, viewFieldsOf, type ActionFieldsBody } from './action-fields.js';
import { actionWriter, loadActionAt } from './action-load.js';
import type { ActionColumns, ActionRecord } from './action-repository.js';
import { actionContextOf, actionStateOf } from './action-views.js';
import { stateChange, writeActionChange } from './action-write.js';
import { peopleNotInUnit } from './people.js';
import { fieldRefused, refusalError } from './rca-errors.js';
import { changesBetween } from './rca-history.js';
import { lockEffectOfAction } from './effect-lock.js';

export interface ActionUpdateBody extends ActionFieldsBody {
  version: number;
}

/** The record's values of the columns a write sets, under the view's names. */
function beforeOf(record: ActionRecord, columns: ActionColumns): Record<string, unknown> {
  const values = record as unknown as Record<string, unknown>;
  return viewFieldsOf(Object.fromEntries(Object.keys(columns).map((column) => [column, values[column] ?? null])) as ActionColumns);
}

/** Only `spent_time` (besides the version): what the action's responsible may change without being an applicator. */
const spentTimeOnly = (body: ActionUpdateBody): boolean => Object.keys(body).every((field) => field === 'version' || field === 'spent_time');

export async function updateAction(database: Database, access: RequestAccess, idAction: number, body: ActionUpdateBody): Promise<ActionView> {
  const viewer = await actionWriter(database, access);
  const { columns, fields } = actionFieldColumns(body);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return guardedWrite(database, async (tx) => {
    await lockEffectOfAction(tx, idAction);
    const record = await loadActionAt(tx.db, idAction, body.version, viewer);
    const state = actionStateOf(record);
    const context = actionContextOf(record, viewer);
    const asResponsible = !context.roles.includes('applicator') && context.roles.includes('responsible') && spentTimeOnly(body);
    const refusal = checkActionCommand(state, 'edit', asResponsible ? { ...context, roles: [...context.roles, 'applicator'] } : context);
    if (refusal) throw refusalError(refusal);
    const people: ActionColumns = {};
    if (body.id_responsible != null) people.id_responsible = body.id_responsible;
    if (body.id_examiner != null) people.id_examiner = body.id_examiner;
    const strangers = new Set(await peopleNotInUnit(tx.db, viewer, Object.values(people) as number[]));
    if (strangers.has(people.id_responsible as number)) throw fieldRefused('id_responsible', personNotFoundKey);
    if (strangers.has(people.id_examiner as number)) throw fieldRefused('id_examiner', personNotFoundKey);
    const written = { ...columns, ...people };
    const changes = changesBetween(beforeOf(record, written), viewFieldsOf(written));
    // The time spent is no change of the plan: the approval stays.
    const planChanged = Object.keys(changes).some((field) => field !== 'spent_time');
    const moved = stateChange(state, planChanged ? actionStateAfter(state, 'edit', viewer.rules) : state);
    return writeActionChange(tx, record, viewer, { ...written, ...moved.columns }, { action: 'edited', changes: { ...changes, ...moved.changes } });
  });
}
