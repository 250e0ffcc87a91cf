import type { Db } from '../../db/create-database.js';
import type { AlertMovementAnswer } from '../../../generated/api-types.js';
import { movementOf } from './raise-alert.js';
import { sources } from './sources.js';
import { MOVEMENT_TABLE, NOTIFICATION_TABLE } from './tables.js';

/**
 * A movement with its alert's flags and group, and the signed user's notification of it (`id_mvu`,
 * `dt_visualizado`: null when not notified): the ALEMOV answer without who saw it, and a row of the movements page.
 */
export type MovementView = Omit<AlertMovementAnswer['data'], 'viewedBy'>;

/** Movements `m` with their alert `a` and the user's own notification `n` (null columns when not notified). */
export function movementsSeenBy(db: Db, id_usuario: number) {
  return db
    .selectFrom(`${MOVEMENT_TABLE} as m`)
    .innerJoin(`${sources.alert} as a`, 'a.id_alerta', 'm.id_alerta')
    .leftJoin(`${NOTIFICATION_TABLE} as n`, (join) => join.onRef('n.id_movalerta', '=', 'm.id_movalerta').on('n.id_usuario', '=', id_usuario));
}

/** What `movementViewOf` reads, from `movementsSeenBy` joined with the alert's group `g`. */
export const movementViewColumns = [
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
] as const;

export function movementViewOf(row: Record<string, unknown>): MovementView {
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
