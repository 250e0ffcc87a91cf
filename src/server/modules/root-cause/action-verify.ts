/**
 * `POST RCA/actions/actions/:id/verify` (README.md, Verification): the examiner's verdict on a finished action.
 * Effective completes it; ineffective sends it back in progress (the verdict and its commentary stay in the history).
 */
import { actionStateAfter, checkActionCommand } from '../../../domain/root-cause/action-rules.js';
import type { ActionView, VerificationStatus } from '../../../domain/root-cause/model.js';
import { verificationProblems } from '../../../domain/root-cause/verification.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { validationFailed } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { wallDate } from '../../../domain/format/wall-time.js';
import { actionWriter, loadActionAt } from './action-load.js';
import { actionContextOf, actionStateOf } from './action-views.js';
import { stateChange, writeActionChange } from './action-write.js';
import { refusalError } from './rca-errors.js';
import { lockEffectOfAction } from './effect-lock.js';

export interface ActionVerifyBody {
  version: number;
  date?: string | null;
  status?: VerificationStatus | null;
  commentary?: string | null;
}

/** The domain's problems under the body's field names (`date`, `status`, `commentary`). */
const bodyFields = (problems: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(problems).map(([field, key]) => [field.replace(/^verification\./, ''), { key }]));

export async function verifyAction(database: Database, access: RequestAccess, idAction: number, body: ActionVerifyBody): Promise<ActionView> {
  const viewer = await actionWriter(database, access);
  const commentary = body.commentary?.trim() || null;
  if (commentary !== null && hasNul(commentary)) throw validationFailed({ commentary: { key: nulCharacterKey } });
  return guardedWrite(database, async (tx) => {
    await lockEffectOfAction(tx, idAction);
    const record = await loadActionAt(tx.db, idAction, body.version, viewer);
    const state = actionStateOf(record);
    const refusal = checkActionCommand(state, 'verify', actionContextOf(record, viewer));
    if (refusal) throw refusalError(refusal);
    const input = { date: body.date ?? null, status: body.status ?? 'pending', commentary };
    const problems = verificationProblems(input, record.conclusion_date, wallDate(viewer.timeZone, viewer.nowMs));
    if (Object.keys(problems).length > 0) throw validationFailed(bodyFields(problems));
    if (input.status === 'pending') throw validationFailed({ status: { key: 'rootCause.errors.verificationVerdictRequired' } });
    const verdict = input.status;
    const after = actionStateAfter(state, 'verify', viewer.rules, verdict);
    const { columns, changes } = stateChange(state, after);
    const verification = { verification_date: input.date, verification_commentary: commentary };
    changes.verification_date = { from: record.verification_date, to: input.date };
    // Back in progress, the action is open again: no longer finished.
    const reopened = verdict === 'ineffective' ? { concluded_at: null, conclusion_date: null } : {};
    return writeActionChange(tx, record, viewer, { ...columns, ...verification, ...reopened }, { action: 'verified', changes, comment: commentary });
  });
}
