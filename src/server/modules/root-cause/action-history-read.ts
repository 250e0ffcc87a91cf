/** `GET RCA/queries/actions/:id/history`: every change of an action of the unit, oldest first. */
import type { RcaHistoryRow } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { loadAction } from './action-load.js';
import { rcaViewer } from './rca-context.js';
import { readActionHistory } from './rca-history.js';

export async function actionHistory(database: Database, access: RequestAccess, idAction: number): Promise<RcaHistoryRow[]> {
  const viewer = await rcaViewer(database.db, access);
  await loadAction(database.db, idAction, viewer);
  return readActionHistory(database.db, idAction);
}
