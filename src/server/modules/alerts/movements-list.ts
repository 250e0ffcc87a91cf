import type { Db } from '../../db/create-database.js';
import type { MovementsQuery } from './movements-query.js';
import { movementOf, type Movement } from './raise-alert.js';
import { sources } from './sources.js';
import { MOVEMENT_TABLE, NOTIFICATION_TABLE } from './tables.js';

/** A row of the operational-alerts page: the movement, its group, and the signed user's reading of it. */
export interface MovementRow extends Movement {
  id_grupoalerta: number;
  gru_descri: string | null;
  ale_exibe_popup: string;
  ale_redireciona: string;
  /** The signed user's notification; null when they were not notified. */
  id_mvu: number | null;
  dt_visualizado: string | null;
}

function filtered(db: Db, id_elemento: number, id_usuario: number, query: MovementsQuery) {
  let q = db
    .selectFrom(`${MOVEMENT_TABLE} as m`)
    .innerJoin(`${sources.alert} as a`, 'a.id_alerta', 'm.id_alerta')
    .leftJoin(`${NOTIFICATION_TABLE} as n`, (join) => join.onRef('n.id_movalerta', '=', 'm.id_movalerta').on('n.id_usuario', '=', id_usuario))
    .where('m.id_elemento', '=', id_elemento);
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
export async function listMovements(db: Db, id_elemento: number, id_usuario: number, query: MovementsQuery): Promise<{ data: MovementRow[]; total: number }> {
  const count = await filtered(db, id_elemento, id_usuario, query)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const rows = await filtered(db, id_elemento, id_usuario, query)
    .leftJoin(`${sources.group} as g`, 'g.id_grupoalerta', 'a.id_grupoalerta')
    .select([
      'm.id_movalerta',
      'm.id_alerta',
      'm.id_elemento',
      'm.mov_titulo',
      'm.mov_msg_alerta',
      'm.mov_dt_alerta',
      'm.mov_causa',
      'm.id_frame',
      'a.id_grupoalerta',
      'g.gru_descri',
      'a.ale_exibe_popup',
      'a.ale_redireciona',
      'n.id_mvu',
      'n.dt_visualizado',
    ])
    .orderBy('m.mov_dt_alerta', 'desc')
    .orderBy('m.id_movalerta', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    total: Number(count?.n ?? 0),
    data: rows.map((row) => ({
      ...movementOf(row),
      id_grupoalerta: Number(row.id_grupoalerta),
      gru_descri: (row.gru_descri as string | null) ?? null,
      ale_exibe_popup: String(row.ale_exibe_popup ?? 'N'),
      ale_redireciona: String(row.ale_redireciona ?? 'N'),
      id_mvu: row.id_mvu === null || row.id_mvu === undefined ? null : Number(row.id_mvu),
      dt_visualizado: (row.dt_visualizado as string | null) ?? null,
    })),
  };
}
