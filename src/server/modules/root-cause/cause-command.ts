/**
 * `POST RCA/actions/causes/:id/command` (README.md, Causes and whys; States): an applicator or the manager cancels
 * a cause, which suspends its open actions, or reactivates it, which resumes them; each action gets its own
 * history row, all in one transaction conditional on the cause's version.
 */
import { checkCauseCommand } from '../../../domain/root-cause/effect-rules.js';
import type { CauseView } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { analysisWriter } from './analysis-writer.js';
import { setActionSuspended, updateCauseIf } from './cause-repository.js';
import { currentCauseView, lockedCause } from './cause-target.js';
import { openActions } from './effect-repository.js';
import { refusalError, stateChanged } from './rca-errors.js';
import { writeActionHistory, writeEffectHistory } from './rca-history.js';

export interface CauseCommandBody {
  version: number;
  command: 'cancel' | 'reactivate';
}

export async function runCauseCommand(
  database: Database,
  access: RequestAccess,
  idCause: number,
  body: CauseCommandBody,
  now = Date.now(),
): Promise<CauseView> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    const { cause, effect, roles } = await lockedCause(tx, viewer, idCause);
    const refusal = checkCauseCommand(cause.status, body.command, { roles, effectStatus: effect.status });
    if (refusal) throw refusalError(refusal);
    if (cause.version !== body.version) throw stateChanged();
    const status = body.command === 'cancel' ? 'canceled' : 'active';
    if (!(await updateCauseIf(tx.db, cause, { status }))) throw stateChanged();
    const suspend = body.command === 'cancel';
    for (const action of await openActions(tx.db, { id_cause: idCause })) {
      if (action.suspended === suspend) continue;
      await setActionSuspended(tx.db, tx.dialect, action.id_action, suspend, now);
      await writeActionHistory(tx.db, {
        id_action: action.id_action,
        userId: viewer.userId,
        atMs: now,
        action: suspend ? 'suspended' : 'resumed',
        changes: { suspended: { from: !suspend, to: suspend } },
      });
    }
    await writeEffectHistory(tx.db, {
      id_effect: effect.id_effect,
      id_cause: idCause,
      userId: viewer.userId,
      atMs: now,
      action: suspend ? 'cause-canceled' : 'cause-reactivated',
      changes: { status: { from: cause.status, to: status } },
    });
    return currentCauseView(tx, viewer, idCause);
  });
}
