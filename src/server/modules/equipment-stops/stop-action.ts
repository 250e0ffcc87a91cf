import { ACTION_RULES, mayApply, type StopAction } from '../../../domain/equipment-stops/stop-transitions.js';
import type { StopHistoryAction } from '../../../domain/equipment-stops/stop-model.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { actionNotAllowed, motiveNotAllowed, notAnnuller, notApprover, notRecorder, overlap, stateChanged } from './stop-errors.js';
import { changedFields, historyChanges, historyEntry } from './stop-history.js';
import { checkComplements, motiveAllowed, type Complements } from './stop-input-rules.js';
import { holdsFrameRole, type FrameRole } from './stop-permissions.js';
import {
  findFrameRules,
  findMotives,
  findStop,
  hasOverlap,
  insertHistory,
  updateStopIf,
  userGroupsOf,
  type FrameRules,
  type StopChanges,
  type StopRow,
} from './stop-repository.js';

/** Who acts, where and when: every stop action reads it once. */
export interface StopActor {
  isAdmin: boolean;
  userId: number;
  unit: number;
  now: number;
  /** The caller's user groups, read once per call. */
  groups?: number[];
}

export function actorOf(access: RequestAccess): StopActor {
  if (!access.unit) throw forbidden();
  return { isAdmin: access.isAdmin, userId: access.userId, unit: access.unit.id_elemento, now: Date.now() };
}

/** The stop of the actor's unit (404 otherwise), still at the version the caller read (409 otherwise). */
export async function stopAtVersion(tx: GuardedTx, actor: StopActor, id: number, version: number): Promise<StopRow> {
  const stop = await findStop(tx.db, id, actor.unit);
  if (!stop) throw notFound();
  if (stop.version !== version) throw stateChanged();
  return stop;
}

/** Refuses an action the stop's state does not allow. */
export function assertActionAllowed(stop: StopRow, action: StopAction): void {
  if (!mayApply(stop, action)) throw actionNotAllowed();
}

const roleRefusal: Record<FrameRole, () => Error> = { recorder: notRecorder, approver: notApprover, annuller: notAnnuller };

/** The stop's frame, the actor holding `role` on it (403 with the role's key otherwise). */
export async function frameForRole(tx: GuardedTx, actor: StopActor, idFrame: number, role: FrameRole, cache?: Map<number, FrameRules>): Promise<FrameRules> {
  let frame = cache?.get(idFrame);
  if (!frame) {
    frame = (await findFrameRules(tx.db, idFrame, actor.unit)) ?? undefined;
    if (!frame) throw notFound();
    cache?.set(idFrame, frame);
  }
  if (!actor.isAdmin) actor.groups ??= await userGroupsOf(tx.db, actor.userId);
  if (!holdsFrameRole(actor, actor.groups ?? [], frame, role)) throw roleRefusal[role]();
  return frame;
}

/** A motive the frame allows (400 `motiveNotAllowed` otherwise). */
export async function assertMotiveAllowed(tx: GuardedTx, frame: FrameRules, idMotive: number): Promise<void> {
  const [motive] = await findMotives(tx.db, [idMotive]);
  if (!motiveAllowed(frame, motive)) throw motiveNotAllowed();
}

/** The complements checked against the frame's complementary types (400 with `complements.<id>` keys). */
export function checkedComplements(frame: FrameRules, values: Complements): Complements {
  const outcome = checkComplements(frame.complementary_types, values);
  if ('errors' in outcome) throw validationFailed(outcome.errors);
  return outcome.complements;
}

/** Refuses a span of the frame that overlaps another stop that is not annulled, guarded per frame. */
export async function assertNoOverlap(tx: GuardedTx, idFrame: number, start: number, end: number | null, exceptId?: number): Promise<void> {
  await tx.lock('equipment-stop-overlap', idFrame);
  if (await hasOverlap(tx.db, idFrame, start, end, exceptId)) throw overlap();
}

export interface HistoryNote {
  action: StopHistoryAction;
  comment?: string | null;
  signed?: boolean;
}

/**
 * Writes `changed` on the stop if it still has the version read and a state `action` may start from
 * (409 `stateChanged` otherwise), with its history rows, and answers the stored stop.
 */
export async function writeStopChange(
  tx: GuardedTx,
  actor: { userId: number | null; now: number; unit: number },
  stop: StopRow,
  action: StopAction,
  changed: StopChanges,
  notes: readonly HistoryNote[],
): Promise<StopRow> {
  const written = await updateStopIf(
    tx.db,
    tx.dialect,
    { id_stop: stop.id_stop, version: stop.version, rule: ACTION_RULES[action] },
    changed,
    actor.userId,
    actor.now,
  );
  if (!written) throw stateChanged();
  const changes = historyChanges(stop, changedFields(stop, changed));
  await insertHistory(
    tx.db,
    tx.dialect,
    notes.map((note, index) => historyEntry(stop.id_stop, note.action, index === 0 ? changes : null, actor, note)),
  );
  const stored = await findStop(tx.db, stop.id_stop, actor.unit);
  if (!stored) throw stateChanged();
  return stored;
}
