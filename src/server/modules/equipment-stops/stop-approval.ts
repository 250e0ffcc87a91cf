import type { Database, Db } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { mayApply } from '../../../domain/equipment-stops/stop-transitions.js';
import { verifyPassword } from '../auth/password-hashing.js';
import { actorOf, frameForRole, writeStopChange, type HistoryNote } from './stop-action.js';
import { actionNotAllowed, motiveRequired, noIntegration, reproveNeedsComment, stateChanged, wrongPassword } from './stop-errors.js';
import { mayOnPage, STOP_MENUS } from './stop-permissions.js';
import { findFrameRules, findStops, type FrameRules, type StopChanges, type StopRow } from './stop-repository.js';

export interface StopDecisionBody {
  ids: number[];
  /** The versions the approver saw, in the order of `ids`. */
  versions?: number[];
  decision: 'approve' | 'reprove';
  comment?: string | null;
  password: string;
}

/** Approving is an electronic signature: the caller types their own password again. */
async function assertSignature(db: Db, userId: number, password: string): Promise<void> {
  const row = await db.selectFrom('usuario').select('usu_senha').where('id_usuario', '=', userId).executeTakeFirst();
  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  if (!(await verifyPassword(hash, password))) throw wrongPassword();
}

/** The stops of the unit in the order asked; one that is missing (or of another unit) is 404. */
async function allStops(db: Db, ids: readonly number[], unit: number): Promise<StopRow[]> {
  const stops = await findStops(db, ids, unit);
  const byId = new Map(stops.map((stop) => [stop.id_stop, stop]));
  return ids.map((id) => {
    const stop = byId.get(id);
    if (!stop) throw notFound();
    return stop;
  });
}

function approval(stop: StopRow, frame: FrameRules): { changes: StopChanges; notes: HistoryNote[] } {
  if (stop.status === 'open') throw actionNotAllowed();
  if (!mayApply(stop, 'approve')) throw stateChanged();
  if (frame.motive_required && stop.id_motive === null) throw motiveRequired();
  // A frame with an integration address sends the stop on at once (the integration job delivers it).
  const sent = frame.integration_url !== null;
  return {
    changes: { consistency: sent ? 'integrating' : 'approved', reproved: false, integration_error: null },
    notes: [{ action: 'approved', signed: true }, ...(sent ? [{ action: 'integrating' as const }] : [])],
  };
}

/**
 * Approves or reproves stops, all of them or none (one transaction), each conditional on the state read
 * inside it: a stop approved meanwhile is 409 `stateChanged`. Update on the approve-stop page, an approver
 * of each stop's frame, the caller's password; reproving needs a comment.
 */
export async function decideStops(database: Database, access: RequestAccess, body: StopDecisionBody): Promise<{ changed: number }> {
  if (!mayOnPage(access, STOP_MENUS.approveStop, 'update')) throw forbidden();
  const actor = actorOf(access);
  const comment = body.comment?.trim() ? body.comment : null;
  if (body.decision === 'reprove' && comment === null) throw reproveNeedsComment();
  if (body.versions && body.versions.length !== body.ids.length) throw validationFailed({ versions: { key: 'validation.invalid' } });
  await assertSignature(database.db, actor.userId, body.password);
  return guardedWrite(database, async (tx) => {
    const frames = new Map<number, FrameRules>();
    for (const [index, stop] of (await allStops(tx.db, body.ids, actor.unit)).entries()) {
      if (body.versions && body.versions[index] !== stop.version) throw stateChanged();
      const frame = await frameForRole(tx, actor, stop.id_frame, 'approver', frames);
      if (body.decision === 'approve') {
        const { changes, notes } = approval(stop, frame);
        await writeStopChange(tx, actor, stop, 'approve', changes, notes);
      } else {
        if (!mayApply(stop, 'reprove')) throw stateChanged();
        await writeStopChange(tx, actor, stop, 'reprove', { consistency: 'notApproved', reproved: true }, [{ action: 'reproved', comment, signed: true }]);
      }
    }
    return { changed: body.ids.length };
  });
}

/**
 * Sends approved stops, or stops whose delivery failed, to integration again (`integrating`; the job
 * delivers them): update on the consistency page; frames without an integration address are 409.
 */
export async function resendStops(database: Database, access: RequestAccess, ids: readonly number[]): Promise<{ changed: number }> {
  if (!mayOnPage(access, STOP_MENUS.consistency, 'update')) throw forbidden();
  const actor = actorOf(access);
  return guardedWrite(database, async (tx) => {
    const frames = new Map<number, FrameRules | null>();
    for (const stop of await allStops(tx.db, ids, actor.unit)) {
      if (!frames.has(stop.id_frame)) frames.set(stop.id_frame, await findFrameRules(tx.db, stop.id_frame, actor.unit));
      if (!frames.get(stop.id_frame)?.integration_url) throw noIntegration();
      if (!mayApply(stop, 'resend')) throw stateChanged();
      await writeStopChange(tx, actor, stop, 'resend', { consistency: 'integrating', integration_error: null }, [{ action: 'integrating' }]);
    }
    return { changed: ids.length };
  });
}
