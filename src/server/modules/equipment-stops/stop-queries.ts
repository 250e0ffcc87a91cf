import type { StopHistoryRow, StopView } from '../../../domain/equipment-stops/stop-model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { stopHistory } from './stop-history.js';
import { mayReadStops } from './stop-permissions.js';
import { findStop, listStops } from './stop-repository.js';
import { stopViews } from './stop-view.js';

export interface StopsQuery {
  idFrame?: string;
  from: string;
  to: string;
  status?: string;
  consistency?: string;
  idMotive?: string;
}

const unitOf = (access: RequestAccess) => {
  if (!mayReadStops(access) || !access.unit) throw forbidden();
  return access.unit.id_elemento;
};

/** Stops of the caller's unit overlapping [from, to), newest first. */
export async function listStopViews(database: Database, access: RequestAccess, query: StopsQuery): Promise<StopView[]> {
  const unit = unitOf(access);
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (!(to > from)) throw validationFailed({ to: { key: 'equipmentStops.errors.periodInverted' } });
  const stops = await listStops(database.db, {
    unit,
    from,
    to,
    ...(query.idFrame !== undefined ? { idFrame: Number(query.idFrame) } : {}),
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(query.consistency !== undefined ? { consistency: query.consistency } : {}),
    ...(query.idMotive !== undefined ? { idMotive: Number(query.idMotive) } : {}),
  });
  return stopViews(database.db, stops);
}

/** The history of a stop of the caller's unit (404 otherwise). */
export async function readStopHistory(database: Database, access: RequestAccess, id: number): Promise<StopHistoryRow[]> {
  const unit = unitOf(access);
  if (!(await findStop(database.db, id, unit))) throw notFound();
  return stopHistory(database.db, id);
}
