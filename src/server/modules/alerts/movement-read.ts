import type { Db } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound } from '../../core/api-error.js';
import { mayReadAlerts } from './alert-access.js';
import { movementOf, type Movement } from './raise-alert.js';
import { sources } from './sources.js';
import { MOVEMENT_TABLE, NOTIFICATION_TABLE } from './tables.js';

/** A movement with its alert's flags and group, and the asking user's own notification when notified. */
export interface MovementView extends Movement {
  ale_exibe_popup: string;
  ale_redireciona: string;
  id_grupoalerta: number;
  gru_descri: string | null;
  /** The signed user's notification of it; null when not notified. */
  id_mvu: number | null;
  dt_visualizado: string | null;
}

/** A user who has viewed a movement, for the avatar group. */
export interface Viewer {
  id_usuario: number;
  usu_nome: string;
  usu_foto: string | null;
  dt_visualizado: string;
}

async function movementOfUnit(db: Db, id_movalerta: number, id_elemento: number, id_usuario: number): Promise<MovementView | undefined> {
  const row = await db
    .selectFrom(`${MOVEMENT_TABLE} as m`)
    .innerJoin(`${sources.alert} as a`, 'a.id_alerta', 'm.id_alerta')
    .leftJoin(`${sources.group} as g`, 'g.id_grupoalerta', 'a.id_grupoalerta')
    .leftJoin(`${NOTIFICATION_TABLE} as n`, (join) => join.onRef('n.id_movalerta', '=', 'm.id_movalerta').on('n.id_usuario', '=', id_usuario))
    .select([
      'm.id_movalerta',
      'm.id_alerta',
      'm.id_elemento',
      'm.mov_titulo',
      'm.mov_msg_alerta',
      'm.mov_dt_alerta',
      'm.mov_causa',
      'm.id_frame',
      'a.ale_exibe_popup',
      'a.ale_redireciona',
      'a.id_grupoalerta',
      'g.gru_descri',
      'n.id_mvu',
      'n.dt_visualizado',
    ])
    .where('m.id_movalerta', '=', id_movalerta)
    .where('m.id_elemento', '=', id_elemento)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...movementOf(row),
    ale_exibe_popup: String(row.ale_exibe_popup ?? 'N'),
    ale_redireciona: String(row.ale_redireciona ?? 'N'),
    id_grupoalerta: Number(row.id_grupoalerta),
    gru_descri: (row.gru_descri as string | null) ?? null,
    id_mvu: row.id_mvu === null || row.id_mvu === undefined ? null : Number(row.id_mvu),
    dt_visualizado: (row.dt_visualizado as string | null) ?? null,
  };
}

/** The selected unit's movement, or 404 (a movement of another unit does not exist for the caller). */
export async function unitMovement(db: Db, access: RequestAccess, id_movalerta: number): Promise<MovementView> {
  const movement = access.unit ? await movementOfUnit(db, id_movalerta, access.unit.id_elemento, access.userId) : undefined;
  if (!movement) throw notFound();
  return movement;
}

/** The movement, when the caller was notified of it or may read operational alerts (403 otherwise). */
export async function readableMovement(db: Db, access: RequestAccess, id_movalerta: number): Promise<MovementView> {
  const movement = await unitMovement(db, access, id_movalerta);
  if (movement.id_mvu === null && !mayReadAlerts(access)) throw forbidden();
  return movement;
}

/** Users who have viewed the movement, first viewer first. */
export async function viewersOf(db: Db, id_movalerta: number): Promise<Viewer[]> {
  const rows = await db
    .selectFrom(`${NOTIFICATION_TABLE} as n`)
    .innerJoin(`${sources.user} as u`, 'u.id_usuario', 'n.id_usuario')
    .select(['n.id_usuario', 'u.usu_nome', 'u.usu_foto', 'n.dt_visualizado'])
    .where('n.id_movalerta', '=', id_movalerta)
    .where('n.dt_visualizado', 'is not', null)
    .orderBy('n.dt_visualizado')
    .orderBy('n.id_mvu')
    .execute();
  return rows.map((row) => ({
    id_usuario: Number(row.id_usuario),
    usu_nome: String(row.usu_nome),
    usu_foto: (row.usu_foto as string | null) ?? null,
    dt_visualizado: String(row.dt_visualizado),
  }));
}
