/**
 * `POST RCA/actions/effects/:id/command` (README.md, Effects; States): the manager concludes, cancels or reopens
 * the effect, conditional on the version read. Canceling cancels its open actions with it (each with its own
 * history row); everything in one transaction.
 */
import { checkEffectCommand, effectStatusAfter } from '../../../domain/root-cause/effect-rules.js';
import type { ActionStatus, EffectView } from '../../../domain/root-cause/model.js';
import { rolesOnEffect } from '../../../domain/root-cause/roles.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite, type GuardedTx } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { lockEffect } from './effect-lock.js';
import { effectTallies, findEffect, openActions, updateAction, updateEffectIf } from './effect-repository.js';
import { effectView, peopleOfEffect } from './effect-view.js';
import { mayOnRcaPage, RCA_MENUS } from './rca-access.js';
import { rcaViewer, type RcaViewer } from './rca-context.js';
import { effectNotFound, refusalError, stateChanged } from './rca-errors.js';
import { writeActionHistory, writeEffectHistory } from './rca-history.js';
import { optionalComment } from './rca-text.js';

export type EffectCommandName = 'conclude' | 'cancel' | 'reopen';

export interface EffectCommandBody {
  version: number;
  command: EffectCommandName;
  comment?: string | null;
}

const historyAction: Record<EffectCommandName, string> = { conclude: 'concluded', cancel: 'canceled', reopen: 'reopened' };

/** The effect's open actions end with it: canceled now (their time status is the one they had now). */
async function cancelOpenActions(tx: GuardedTx, idEffect: number, viewer: RcaViewer, comment: string | null): Promise<void> {
  for (const action of await openActions(tx.db, { id_effect: idEffect })) {
    await updateAction(tx.db, action.id_action, { status: 'canceled', concluded_at: viewer.nowMs }, viewer.nowMs);
    await writeActionHistory(tx.db, {
      id_action: action.id_action,
      userId: viewer.userId,
      atMs: viewer.nowMs,
      action: 'canceled',
      changes: { status: { from: action.status, to: 'canceled' } },
      comment,
    });
  }
}

export async function runEffectCommand(
  database: Database,
  access: RequestAccess,
  idEffect: number,
  body: EffectCommandBody,
  now = Date.now(),
): Promise<EffectView> {
  const viewer = await rcaViewer(database.db, access, now);
  if (!mayOnRcaPage(access, RCA_MENUS.analysis, 'update')) throw forbidden();
  const fields: FieldErrors = {};
  const comment = optionalComment(body.comment, 'comment', 2000, fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return guardedWrite(database, async (tx) => {
    await lockEffect(tx, idEffect);
    const row = await findEffect(tx.db, idEffect, viewer.unit);
    if (!row) throw effectNotFound();
    const tallies = await effectTallies(tx.db, [idEffect]);
    const actionStatuses = [...(tallies.actionsByStatus.get(idEffect) ?? new Map<string, number>()).keys()] as ActionStatus[];
    const context = { roles: rolesOnEffect(viewer.userId, peopleOfEffect(row)), actionStatuses, activeCauses: tallies.activeCauses.get(idEffect) ?? 0 };
    const refusal = checkEffectCommand(row.status, body.command, context);
    if (refusal) throw refusalError(refusal);
    if (row.version !== body.version) throw stateChanged();
    const status = effectStatusAfter(row.status, body.command);
    const concludedAt = body.command === 'reopen' ? null : now;
    if (!(await updateEffectIf(tx.db, row, { status, concluded_at: concludedAt }, now))) throw stateChanged();
    if (body.command === 'cancel') await cancelOpenActions(tx, idEffect, viewer, comment);
    await writeEffectHistory(tx.db, {
      id_effect: idEffect,
      userId: viewer.userId,
      atMs: now,
      action: historyAction[body.command],
      changes: { status: { from: row.status, to: status } },
      comment,
    });
    return effectView(tx.db, (await findEffect(tx.db, idEffect, viewer.unit))!, viewer);
  });
}
