/** The cause a write is about, read under its effect's lock, with the effect and the caller's roles on it. */
import type { CauseView, RcaRole } from '../../../domain/root-cause/model.js';
import { rolesOnEffect } from '../../../domain/root-cause/roles.js';
import { notFound } from '../../core/api-error.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import { findCause, type CauseRow } from './cause-repository.js';
import { causeViews } from './cause-view.js';
import { lockEffect } from './effect-lock.js';
import { findEffect, type EffectRow } from './effect-repository.js';
import { peopleOfEffect } from './effect-view.js';
import type { RcaViewer } from './rca-context.js';

export interface CauseTarget {
  cause: CauseRow;
  effect: EffectRow;
  roles: RcaRole[];
}

/** 404 when the cause is none of the viewer's unit; the effect is locked before the cause is read again. */
export async function lockedCause(tx: GuardedTx, viewer: RcaViewer, idCause: number): Promise<CauseTarget> {
  const first = await findCause(tx.db, idCause, viewer.unit);
  if (!first) throw notFound();
  await lockEffect(tx, first.id_effect);
  const cause = (await findCause(tx.db, idCause, viewer.unit))!;
  const effect = (await findEffect(tx.db, cause.id_effect, viewer.unit))!;
  return { cause, effect, roles: rolesOnEffect(viewer.userId, peopleOfEffect(effect)) };
}

/** The cause as it is now, as the caller sees it. */
export async function currentCauseView(tx: GuardedTx, viewer: RcaViewer, idCause: number): Promise<CauseView> {
  const cause = (await findCause(tx.db, idCause, viewer.unit))!;
  const effect = (await findEffect(tx.db, cause.id_effect, viewer.unit))!;
  const roles = rolesOnEffect(viewer.userId, peopleOfEffect(effect));
  return (await causeViews(tx.db, [cause], { status: effect.status, roles }))[0]!;
}
