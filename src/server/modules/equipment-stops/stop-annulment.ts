import type { StopView } from '../../../domain/equipment-stops/stop-model.js';
import { nextState } from '../../../domain/equipment-stops/stop-transitions.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import { actorOf, assertActionAllowed, assertNoOverlap, frameForRole, stopAtVersion, writeStopChange } from './stop-action.js';
import { annulmentNotAllowed } from './stop-errors.js';
import { mayOnPage, STOP_MENUS } from './stop-permissions.js';
import { stopViews } from './stop-view.js';

export interface StopAnnulBody {
  version: number;
  comment?: string | null;
}

const note = (comment: string | null | undefined) => (comment === undefined || comment === null || comment.trim() === '' ? null : comment);

/**
 * Annuls a stop nobody approved (not counted any more), or enables an annulled one again (open or
 * finished by its end): delete on the stopping-point page and an annuller of the frame; annulling needs a
 * frame that allows it, enabling a manual stop that overlaps nothing.
 */
export async function setStopAnnulled(database: Database, access: RequestAccess, id: number, annul: boolean, body: StopAnnulBody): Promise<StopView> {
  if (!mayOnPage(access, STOP_MENUS.stoppingPoint, 'delete')) throw forbidden();
  const actor = actorOf(access);
  const action = annul ? 'annul' : 'enable';
  return guardedWrite(database, async (tx) => {
    const stop = await stopAtVersion(tx, actor, id, body.version);
    assertActionAllowed(stop, action);
    const frame = await frameForRole(tx, actor, stop.id_frame, 'annuller');
    if (annul && !frame.annulment_allowed) throw annulmentNotAllowed();
    if (!annul && stop.origin === 'manual') await assertNoOverlap(tx, stop.id_frame, stop.start, stop.end, stop.id_stop);
    const status = nextState(stop, action, stop.end)!.status;
    const stored = await writeStopChange(tx, actor, stop, action, { status }, [{ action: annul ? 'annulled' : 'enabled', comment: note(body.comment) }]);
    const [view] = await stopViews(tx.db, [stored], actor.now);
    return view!;
  });
}
