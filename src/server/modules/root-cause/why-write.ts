/**
 * `POST`, `PUT` and `DELETE RCA/actions/whys` (README.md, Causes and whys): an applicator asks why under a cause,
 * a child why only under a saved why of the same cause and at most WHY_MAX_DEPTH deep; a why with whys under it
 * is not deleted. Each write and its effect history row are one transaction under the effect's lock.
 */
import { checkCauseCommand } from '../../../domain/root-cause/effect-rules.js';
import type { WhyView } from '../../../domain/root-cause/model.js';
import { WHY_MAX_DEPTH, WHY_MAX_LENGTH, whyProblem } from '../../../domain/root-cause/why-tree.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import { validationFailed } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite, type GuardedTx } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { whyHasChildren, whyNotFound } from './analysis-errors.js';
import { analysisWriter } from './analysis-writer.js';
import { deleteWhy, findWhy, hasChildWhys, insertWhy, updateWhyText, whysOfCauses } from './cause-repository.js';
import { lockedCause, type CauseTarget } from './cause-target.js';
import { whyView } from './cause-view.js';
import { lockEffect } from './effect-lock.js';
import type { RcaViewer } from './rca-context.js';
import { refusalError } from './rca-errors.js';
import { writeEffectHistory } from './rca-history.js';

export interface WhyCreateBody {
  id_cause: number;
  id_parent?: number | null;
  text: string;
}

const problemFields: Record<'empty' | 'too-long' | 'parent-not-saved' | 'too-deep', FieldErrors> = {
  empty: { text: { key: 'rootCause.errors.whyEmpty' } },
  'too-long': { text: { key: 'global.labels.maxLengthExceeded', args: { max: WHY_MAX_LENGTH } } },
  'parent-not-saved': { id_parent: { key: 'rootCause.errors.whyParentNotSaved' } },
  'too-deep': { id_parent: { key: 'rootCause.errors.whyTooDeep', args: { max: WHY_MAX_DEPTH } } },
};

/** The cause's whys may change only when the caller may add whys to it (applicator, effect under analysis). */
function assertMayWriteWhys({ cause, effect, roles }: CauseTarget): void {
  const refusal = checkCauseCommand(cause.status, 'add-why', { roles, effectStatus: effect.status });
  if (refusal) throw refusalError(refusal);
}

async function checkedWhy(tx: GuardedTx, target: CauseTarget, text: string, idParent: number | null): Promise<string> {
  const trimmed = text.trim();
  if (hasNul(trimmed)) throw validationFailed({ text: { key: nulCharacterKey } });
  const saved = await whysOfCauses(tx.db, [target.cause.id_cause]);
  const problem = whyProblem(trimmed, target.cause.id_cause, idParent, saved);
  if (problem) throw validationFailed(problemFields[problem]);
  return trimmed;
}

export async function createWhy(database: Database, access: RequestAccess, body: WhyCreateBody, now = Date.now()): Promise<WhyView> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    const target = await lockedCause(tx, viewer, body.id_cause);
    assertMayWriteWhys(target);
    const idParent = body.id_parent ?? null;
    const text = await checkedWhy(tx, target, body.text, idParent);
    const why = { id_cause: target.cause.id_cause, id_parent: idParent, text, created_by: viewer.userId, created_at: now };
    const idWhy = await insertWhy(tx.db, why);
    await writeEffectHistory(tx.db, {
      id_effect: target.effect.id_effect,
      id_cause: why.id_cause,
      id_why: idWhy,
      userId: viewer.userId,
      atMs: now,
      action: 'why-added',
      changes: { text: { from: null, to: text }, id_parent: { from: null, to: idParent } },
    });
    return whyView(tx.db, { ...why, id_why: idWhy });
  });
}

/** The why of the path under its effect's lock, with its cause; 404 when it is none of the unit's. */
async function lockedWhy(tx: GuardedTx, viewer: RcaViewer, idWhy: number) {
  const first = await findWhy(tx.db, idWhy, viewer.unit);
  if (!first) throw whyNotFound();
  await lockEffect(tx, first.id_effect);
  const why = await findWhy(tx.db, idWhy, viewer.unit);
  if (!why) throw whyNotFound();
  const target = await lockedCause(tx, viewer, why.id_cause);
  assertMayWriteWhys(target);
  return { why, target };
}

export async function editWhy(database: Database, access: RequestAccess, idWhy: number, body: { text: string }, now = Date.now()): Promise<WhyView> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    const { why, target } = await lockedWhy(tx, viewer, idWhy);
    const text = await checkedWhy(tx, target, body.text, why.id_parent);
    if (text !== why.text) {
      await updateWhyText(tx.db, idWhy, text);
      await writeEffectHistory(tx.db, {
        id_effect: why.id_effect,
        id_cause: why.id_cause,
        id_why: idWhy,
        userId: viewer.userId,
        atMs: now,
        action: 'why-edited',
        changes: { text: { from: why.text, to: text } },
      });
    }
    return whyView(tx.db, { ...why, text });
  });
}

export async function removeWhy(database: Database, access: RequestAccess, idWhy: number, now = Date.now()): Promise<{ id_why: number }> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    const { why } = await lockedWhy(tx, viewer, idWhy);
    if (await hasChildWhys(tx.db, idWhy)) throw whyHasChildren();
    await deleteWhy(tx.db, idWhy);
    await writeEffectHistory(tx.db, {
      id_effect: why.id_effect,
      id_cause: why.id_cause,
      id_why: idWhy,
      userId: viewer.userId,
      atMs: now,
      action: 'why-deleted',
      changes: { text: { from: why.text, to: null } },
    });
    return { id_why: idWhy };
  });
}
