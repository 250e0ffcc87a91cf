import type { Db } from '../../db/create-database.js';
import type { MovementsQuery } from './movements-query.js';
import { movementsSeenBy, movementViewColumns, movementViewOf, type MovementView } from './movement-view.js';
import { sources } from './sources.js';

function filtered(db: Db, id_elemento: number, id_usuario: number, query: MovementsQuery) {
  let q = movementsSeenBy(db, id_usuario).where('m.id_elemento', '=', id_elemento);
  if (query.from) q = q.where('m.mov_dt_alerta', '>=', query.from);
  if (query.to) q = q.where('m.mov_dt_alerta', '<', query.to);
  if (query.id_grupoalerta !== undefined) q = q.where('a.id_grupoalerta', '=', query.id_grupoalerta);
  // Read state is the signed user's: a movement they were not notified of is neither read nor unread.
  if (query.read === 'read') q = q.where('n.dt_visualizado', 'is not', null);
  if (query.read === 'unread') q = q.where('n.id_mvu', 'is not', null).where('n.dt_visualizado', 'is', null);
  return q;
}

/**
 * `GET ALE/queries/movements`: the selected unit's movements, newest first, one page of them and the
 * count of all that match (the page is cut on the server).
 */
export async function listMovements(db: Db, id_elemento: number, id_usuario: number, query: MovementsQuery): Promise<{ data: MovementView[]; total: number }> {
  const count = await filtered(db, id_elemento, id_usuario, query)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const rows = await filtered(db, id_elemento, id_usuario, query)
    .leftJoin(`${sources.group} as g`, 'g.id_grupoalerta', 'a.id_grupoalerta')
    .select([...movementViewColumns])
    .orderBy('m.mov_dt_alerta', 'desc')
    .orderBy('m.id_movalerta', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    total: Number(count?.n ?? 0),
    data: rows.map(movementViewOf),
  };
}
