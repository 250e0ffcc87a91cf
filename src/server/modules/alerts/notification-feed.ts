import { toUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import type { Db } from '../../db/create-database.js';
import { forbidden, notFound } from '../../core/api-error.js';
import { sources } from './sources.js';
import { MOVEMENT_TABLE, NOTIFICATION_TABLE } from './tables.js';

/** The feed answers the latest notifications only; older ones stay on the operational-alerts page. */
export const FEED_LIMIT = 50;

/** One notification of a user's feed (platform-core section 3). */
export interface FeedNotification {
  id_mvu: number;
  id_movalerta: number;
  id_alerta: number;
  mov_titulo: string;
  mov_msg_alerta: string;
  mov_dt_alerta: string;
  dt_visualizado: string | null;
  ale_exibe_popup: string;
  ale_redireciona: string;
  id_frame: number | null;
}

function feedQuery(db: Db, id_usuario: number, id_elemento: number) {
  return db
    .selectFrom(`${NOTIFICATION_TABLE} as n`)
    .innerJoin(`${MOVEMENT_TABLE} as m`, 'm.id_movalerta', 'n.id_movalerta')
    .where('n.id_usuario', '=', id_usuario)
    .where('m.id_elemento', '=', id_elemento);
}

function notificationOf(row: Record<string, unknown>): FeedNotification {
  return {
    id_mvu: Number(row.id_mvu),
    id_movalerta: Number(row.id_movalerta),
    id_alerta: Number(row.id_alerta),
    mov_titulo: String(row.mov_titulo),
    mov_msg_alerta: String(row.mov_msg_alerta),
    mov_dt_alerta: String(row.mov_dt_alerta),
    dt_visualizado: (row.dt_visualizado as string | null) ?? null,
    ale_exibe_popup: String(row.ale_exibe_popup ?? 'N'),
    ale_redireciona: String(row.ale_redireciona ?? 'N'),
    id_frame: row.id_frame === null || row.id_frame === undefined ? null : Number(row.id_frame),
  };
}

/**
 * `ALE/queries/lastNotifications/{userId}`: the user's latest notifications of the selected unit, newest
 * notification first (a user notified later of an older alert sees it on top), and the unit's unread count.
 * The pop-up and redirect flags are the alert's current ones.
 */
export async function lastNotifications(db: Db, id_usuario: number, id_elemento: number): Promise<{ data: FeedNotification[]; unread: number }> {
  const rows = await feedQuery(db, id_usuario, id_elemento)
    .innerJoin(`${sources.alert} as a`, 'a.id_alerta', 'm.id_alerta')
    .select([
      'n.id_mvu',
      'n.id_movalerta',
      'm.id_alerta',
      'm.mov_titulo',
      'm.mov_msg_alerta',
      'm.mov_dt_alerta',
      'n.dt_visualizado',
      'a.ale_exibe_popup',
      'a.ale_redireciona',
      'm.id_frame',
    ])
    .orderBy('n.id_mvu', 'desc')
    .limit(FEED_LIMIT)
    .execute();
  const unread = await feedQuery(db, id_usuario, id_elemento)
    .where('n.dt_visualizado', 'is', null)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return { data: rows.map(notificationOf), unread: Number(unread?.n ?? 0) };
}

/**
 * `ALE/queries/updateAlertReadByUser/{id_mvu}`: only the notification's own user marks it read; the first
 * reading time is kept (marking again changes nothing).
 */
export async function markNotificationRead(db: Db, id_mvu: number, id_usuario: number, now: number): Promise<{ id_mvu: number; dt_visualizado: string }> {
  const row = await db.selectFrom(NOTIFICATION_TABLE).select(['id_usuario', 'dt_visualizado']).where('id_mvu', '=', id_mvu).executeTakeFirst();
  if (!row) throw notFound();
  if (Number(row.id_usuario) !== id_usuario) throw forbidden();
  if (row.dt_visualizado) return { id_mvu, dt_visualizado: String(row.dt_visualizado) };
  const at = toUtcTimestamp(now);
  await db.updateTable(NOTIFICATION_TABLE).set({ dt_visualizado: at }).where('id_mvu', '=', id_mvu).where('dt_visualizado', 'is', null).execute();
  const stored = await db.selectFrom(NOTIFICATION_TABLE).select('dt_visualizado').where('id_mvu', '=', id_mvu).executeTakeFirstOrThrow();
  return { id_mvu, dt_visualizado: String(stored.dt_visualizado) };
}
