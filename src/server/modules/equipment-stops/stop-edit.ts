import type { StopView } from '../../../domain/equipment-stops/stop-model.js';
import { liveStatus } from '../../../domain/equipment-stops/stop-transitions.js';
import { classifyDbError } from '../../db/db-errors.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import {
  actorOf,
  assertActionAllowed,
  assertMotiveAllowed,
  assertNoOverlap,
  checkedComplements,
  frameForRole,
  stopAtVersion,
  writeStopChange,
} from './stop-action.js';
import { endBeforeStart, frameNotFound, motiveRequired, overlap, timesOfAutomaticStop } from './stop-errors.js';
import { changedFields, historyChanges, historyEntry } from './stop-history.js';
import type { Complements } from './stop-input-rules.js';
import { mayOnPage, STOP_MENUS } from './stop-permissions.js';
import { findFrameRules, findStop, insertHistory, insertStop, type StopChanges } from './stop-repository.js';
import { stopViews } from './stop-view.js';

export interface NewStopBody {
  id_frame: number;
  start: string;
  end?: string | null;
  id_motive?: number | null;
  comment?: string | null;
  complements?: Complements;
}

export interface StopEditBody {
  version: number;
  start?: string;
  end?: string | null;
  id_motive?: number | null;
  comment?: string | null;
  complements?: Complements;
}

const msOf = (iso: string | null | undefined) => (iso === null || iso === undefined ? null : Date.parse(iso));
const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text === null || text.trim() === '' ? null : text);

/** A second stop of the frame starting at the same instant (an annulled one) is an overlap too. */
async function refusingDuplicates<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (classifyDbError(error)?.kind === 'unique') throw overlap();
    throw error;
  }
}

/** A stop recorded by hand (origin `manual`): a frame of the unit, a recorder, no overlap (README.md, Stops). */
export async function createManualStop(database: Database, access: RequestAccess, body: NewStopBody): Promise<StopView> {
  if (!mayOnPage(access, STOP_MENUS.stoppingPoint, 'create')) throw forbidden();
  const actor = actorOf(access);
  const start = msOf(body.start)!;
  const end = msOf(body.end);
  if (end !== null && end <= start) throw endBeforeStart();
  return refusingDuplicates(() =>
    guardedWrite(database, async (tx) => {
      if (!(await findFrameRules(tx.db, body.id_frame, actor.unit))) throw frameNotFound();
      const frame = await frameForRole(tx, actor, body.id_frame, 'recorder');
      const idMotive = body.id_motive ?? null;
      if (idMotive !== null) await assertMotiveAllowed(tx, frame, idMotive);
      else if (frame.motive_required) throw motiveRequired();
      const complements = checkedComplements(frame, body.complements ?? {});
      await assertNoOverlap(tx, frame.id_frame, start, end);
      const fields: StopChanges = { status: liveStatus(end), id_motive: idMotive, comment: blankToNull(body.comment) ?? null, complements };
      const id = await insertStop(
        tx.db,
        tx.dialect,
        { id_elemento: actor.unit, id_frame: frame.id_frame, start_ms: start, end_ms: end, origin: 'manual', ...fields },
        actor.userId,
        actor.now,
      );
      await insertHistory(tx.db, tx.dialect, [historyEntry(id, 'created', historyChanges(null, { start_ms: start, end_ms: end, ...fields }), actor)]);
      const [view] = await stopViews(tx.db, [(await findStop(tx.db, id, actor.unit))!], actor.now);
      return view!;
    }),
  );
}

/**
 * Changes a stop nobody approved: motive, comment, complements, and the times of a manual stop. The
 * edit clears a reproval; a stop that gets an end is finished.
 */
export async function editStop(database: Database, access: RequestAccess, id: number, body: StopEditBody): Promise<StopView> {
  if (!mayOnPage(access, STOP_MENUS.stoppingPoint, 'update')) throw forbidden();
  const actor = actorOf(access);
  return refusingDuplicates(() =>
    guardedWrite(database, async (tx) => {
      const stop = await stopAtVersion(tx, actor, id, body.version);
      assertActionAllowed(stop, 'edit');
      const frame = await frameForRole(tx, actor, stop.id_frame, 'recorder');
      const movesTimes = body.start !== undefined || body.end !== undefined;
      if (movesTimes && stop.origin !== 'manual') throw timesOfAutomaticStop(body.start !== undefined ? 'start' : 'end');
      const start = body.start === undefined ? stop.start : msOf(body.start)!;
      const end = body.end === undefined ? stop.end : msOf(body.end);
      if (end !== null && end <= start) throw endBeforeStart();
      const idMotive = body.id_motive === undefined ? stop.id_motive : body.id_motive;
      if (idMotive !== null && idMotive !== stop.id_motive) await assertMotiveAllowed(tx, frame, idMotive);
      if (idMotive === null && frame.motive_required && stop.origin === 'manual') throw motiveRequired();
      const changed = changedFields(stop, {
        start_ms: start,
        end_ms: end,
        status: liveStatus(end),
        id_motive: idMotive,
        comment: blankToNull(body.comment),
        complements: body.complements === undefined ? undefined : checkedComplements(frame, body.complements),
        reproved: false,
      });
      if (changed.start_ms !== undefined || changed.end_ms !== undefined) await assertNoOverlap(tx, stop.id_frame, start, end, stop.id_stop);
      const stored = Object.keys(changed).length ? await writeStopChange(tx, actor, stop, 'edit', changed, [{ action: 'edited' }]) : stop;
      const [view] = await stopViews(tx.db, [stored], actor.now);
      return view!;
    }),
  );
}
