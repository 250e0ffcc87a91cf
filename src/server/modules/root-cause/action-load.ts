/** The action a write or a read is about, in the viewer's unit, and who may write on the module's pages. */
import type { Database } from '../../db/create-database.js';
import type { Db } from '../../db/create-database.js';
import { forbidden, notFound } from '../../core/api-error.js';
import type { RequestAccess } from '../../fastify-types.js';
import { actionExists, findActionRecord, type ActionRecord } from './action-repository.js';
import { mayOnRcaPage, RCA_MENUS } from './rca-access.js';
import { rcaViewer, type RcaViewer } from './rca-context.js';
import { effectNotFound, stateChanged } from './rca-errors.js';

/**
 * The caller as a writer: update on one of `menus` (by default the analysis page or the action list, where
 * the actions are worked on), else 403; the roles per record are checked by the domain after.
 */
export async function actionWriter(
  database: Database,
  access: RequestAccess,
  menus: readonly string[] = [RCA_MENUS.analysis, RCA_MENUS.actions],
): Promise<RcaViewer> {
  const viewer = await rcaViewer(database.db, access);
  if (!menus.some((menu) => mayOnRcaPage(access, menu, 'update'))) throw forbidden();
  return viewer;
}

/** The action of the unit: an action whose effect is of another unit is `effectNotFound`, no action at all `notFound`. */
export async function loadAction(db: Db, idAction: number, viewer: RcaViewer): Promise<ActionRecord> {
  const record = await findActionRecord(db, idAction, viewer.unit);
  if (record) return record;
  throw (await actionExists(db, idAction)) ? effectNotFound() : notFound();
}

/** The action as the caller read it: another version is 409 stateChanged. */
export async function loadActionAt(db: Db, idAction: number, version: number, viewer: RcaViewer): Promise<ActionRecord> {
  const record = await loadAction(db, idAction, viewer);
  if (record.version !== version) throw stateChanged();
  return record;
}
