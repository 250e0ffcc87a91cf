/**
 * `POST RCA/actions/actions/:id/command` (README.md, Actions and States): start, finish, cancel, send for
 * approval, approve and disapprove, each judged by the domain's rules (role, state, suspension, approval);
 * approving and disapproving are electronic signatures.
 */
import { actionStateAfter, checkActionCommand } from '../../../domain/root-cause/action-rules.js';
import type { ActionView } from '../../../domain/root-cause/model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { validationFailed } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { wallDate } from '../../../domain/format/wall-time.js';
import { isCalendarDay } from './action-fields.js';
import { actionWriter, loadActionAt } from './action-load.js';
import type { ActionColumns, ActionRecord } from './action-repository.js';
import { assertSignature } from './action-signature.js';
import { actionContextOf, actionStateOf } from './action-views.js';
import { stateChange, writeActionChange } from './action-write.js';
import type { RcaViewer } from './rca-context.js';
import { fieldRefused, refusalError } from './rca-errors.js';
import { optionalComment } from './rca-text.js';
import { lockEffectOfAction } from './effect-lock.js';

export type ActionCommandName = 'start' | 'finish' | 'cancel' | 'send-for-approval' | 'approve' | 'disapprove';

export interface ActionCommandBody {
  version: number;
  command: ActionCommandName;
  conclusion_date?: string | null;
  comment?: string | null;
  password?: string;
}

const MAX_COMMENT = 2000;

/** What each command's history row is called. */
const noteOf: Record<ActionCommandName, string> = {
  start: 'started',
  finish: 'finished',
  cancel: 'canceled',
  'send-for-approval': 'sent-for-approval',
  approve: 'approved',
  disapprove: 'disapproved',
};

/** The day the action was finished: the one given or today in the unit's zone; not in the future, not before the action was created. */
function conclusionDate(record: ActionRecord, viewer: RcaViewer, given: string | null | undefined): string {
  const today = wallDate(viewer.timeZone, viewer.nowMs);
  const day = given ?? today;
  if (!isCalendarDay(day)) throw fieldRefused('conclusion_date', 'validation.format.date');
  if (day > today) throw fieldRefused('conclusion_date', 'validation.maxValue', 'VALIDATION');
  if (day < wallDate(viewer.timeZone, record.created_at)) throw fieldRefused('conclusion_date', 'validation.minValue', 'VALIDATION');
  return day;
}

/** The columns a command sets besides the state. */
function commandColumns(record: ActionRecord, viewer: RcaViewer, body: ActionCommandBody, finishedAt: ActionColumns): ActionColumns {
  switch (body.command) {
    case 'finish':
      // A new verification is pending: the last verdict stays in the history.
      return { ...finishedAt, conclusion_date: conclusionDate(record, viewer, body.conclusion_date), verification_date: null, verification_commentary: null };
    case 'cancel':
      return finishedAt;
    default:
      return {};
  }
}

export async function runActionCommand(database: Database, access: RequestAccess, idAction: number, body: ActionCommandBody): Promise<ActionView> {
  const viewer = await actionWriter(database, access);
  const fields: FieldErrors = {};
  const comment = optionalComment(body.comment, 'comment', MAX_COMMENT, fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return guardedWrite(database, async (tx) => {
    await lockEffectOfAction(tx, idAction);
    const record = await loadActionAt(tx.db, idAction, body.version, viewer);
    const state = actionStateOf(record);
    const refusal = checkActionCommand(state, body.command, actionContextOf(record, viewer));
    if (refusal) throw refusalError(refusal);
    const signed = body.command === 'approve' || body.command === 'disapprove';
    if (body.command === 'disapprove' && comment === null) throw fieldRefused('comment', 'rootCause.errors.disapproveNeedsComment', 'COMMENT_REQUIRED');
    if (signed) await assertSignature(tx.db, viewer.userId, body.password);
    const after = actionStateAfter(state, body.command, viewer.rules);
    const { columns, changes } = stateChange(state, after);
    const extra = commandColumns(record, viewer, body, { concluded_at: viewer.nowMs });
    if (extra.conclusion_date !== undefined) changes.conclusion_date = { from: record.conclusion_date, to: extra.conclusion_date };
    return writeActionChange(tx, record, viewer, { ...columns, ...extra }, { action: noteOf[body.command], changes, comment, signed });
  });
}
