import type { StopView } from '../../../domain/equipment-stops/stop-model.js';
import { splitStop } from '../../../domain/equipment-stops/split-stop.js';
import { liveStatus } from '../../../domain/equipment-stops/stop-transitions.js';
import { classifyDbError } from '../../db/db-errors.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import { actorOf, assertActionAllowed, assertMotiveAllowed, frameForRole, stopAtVersion, writeStopChange } from './stop-action.js';
import { fieldRefused, overlap } from './stop-errors.js';
import { historyChanges, historyEntry } from './stop-history.js';
import { mayOnPage, STOP_MENUS } from './stop-permissions.js';
import { findStop, insertHistory, insertStop } from './stop-repository.js';
import { stopViews } from './stop-view.js';

export interface StopSplitBody {
  version: number;
  at: string;
  id_motive?: number | null;
}

/**
 * Splits a stop nobody approved at an instant into two stops that get their own motives: the stop keeps
 * the first part, a new stop (`split_from`) takes the last, in one transaction.
 */
export async function splitStopAt(database: Database, access: RequestAccess, id: number, body: StopSplitBody): Promise<{ first: StopView; last: StopView }> {
  if (!mayOnPage(access, STOP_MENUS.stoppingPoint, 'update')) throw forbidden();
  const actor = actorOf(access);
  const at = Date.parse(body.at);
  try {
    return await guardedWrite(database, async (tx) => {
      const stop = await stopAtVersion(tx, actor, id, body.version);
      assertActionAllowed(stop, 'split');
      const frame = await frameForRole(tx, actor, stop.id_frame, 'recorder');
      const parts = splitStop(stop, at, actor.now);
      if ('refusal' in parts) throw fieldRefused('at', parts.refusal);
      const lastMotive = body.id_motive === undefined ? stop.id_motive : body.id_motive;
      if (lastMotive !== null && lastMotive !== stop.id_motive) await assertMotiveAllowed(tx, frame, lastMotive);
      const first = await writeStopChange(tx, actor, stop, 'split', { end_ms: at, status: 'finished', reproved: false }, [{ action: 'split' }]);
      const lastFields = {
        status: liveStatus(stop.end),
        id_motive: lastMotive,
        comment: stop.comment,
        complements: stop.complements,
        split_from: stop.id_stop,
      };
      const lastId = await insertStop(
        tx.db,
        tx.dialect,
        { id_elemento: stop.id_elemento, id_frame: stop.id_frame, start_ms: at, end_ms: stop.end, origin: stop.origin, ...lastFields },
        actor.userId,
        actor.now,
      );
      const { split_from: _from, ...shownFields } = lastFields;
      await insertHistory(tx.db, tx.dialect, [historyEntry(lastId, 'split', historyChanges(null, { start_ms: at, end_ms: stop.end, ...shownFields }), actor)]);
      const [firstView, lastView] = await stopViews(tx.db, [first, (await findStop(tx.db, lastId, actor.unit))!], actor.now);
      return { first: firstView!, last: lastView! };
    });
  } catch (error) {
    // An annulled stop of the frame starting at the instant.
    if (classifyDbError(error)?.kind === 'unique') throw overlap();
    throw error;
  }
}
