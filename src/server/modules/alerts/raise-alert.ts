import { toUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import type { Db } from '../../db/create-database.js';
import { sources } from './sources.js';
import { MOVEMENT_TABLE, NOTIFICATION_TABLE } from './tables.js';

/** The columns of an alert configuration a raise copies. */
export interface RaisableAlert {
  id_alerta: number;
  id_elemento: number;
  ale_titulo: string;
  id_grupoalerta: number;
  id_frame: number | null;
}

export interface RaiseInput {
  alert: RaisableAlert;
  /** Unique per alert: the same key raises once. */
  key: string;
  message: string;
  /** When it happened, epoch ms; stored as `YYYY-MM-DDTHH:mm:ssZ`. */
  at: number;
  id_frame: number | null;
}

export interface Movement {
  id_movalerta: number;
  id_alerta: number;
  id_elemento: number;
  mov_titulo: string;
  mov_msg_alerta: string;
  mov_dt_alerta: string;
  mov_causa: string | null;
  id_frame: number | null;
}

export interface RaiseResult {
  movement: Movement;
  /** False when the key had raised it before: nothing was written. */
  created: boolean;
  /** Notifications of the movement (all of them, also when it existed). */
  notified: number;
}

const movementColumns = ['id_movalerta', 'id_alerta', 'id_elemento', 'mov_titulo', 'mov_msg_alerta', 'mov_dt_alerta', 'mov_causa', 'id_frame'] as const;

export function movementOf(row: Record<string, unknown>): Movement {
  return {
    id_movalerta: Number(row.id_movalerta),
    id_alerta: Number(row.id_alerta),
    id_elemento: Number(row.id_elemento),
    mov_titulo: String(row.mov_titulo),
    mov_msg_alerta: String(row.mov_msg_alerta),
    mov_dt_alerta: String(row.mov_dt_alerta),
    mov_causa: (row.mov_causa as string | null) ?? null,
    id_frame: row.id_frame === null || row.id_frame === undefined ? null : Number(row.id_frame),
  };
}

/** The movement an earlier raise of this alert made with this key, if any. */
export async function movementByKey(db: Db, id_alerta: number, key: string): Promise<Movement | undefined> {
  const row = await db
    .selectFrom(MOVEMENT_TABLE)
    .select([...movementColumns])
    .where('id_alerta', '=', id_alerta)
    .where('raise_key', '=', key)
    .executeTakeFirst();
  return row ? movementOf(row) : undefined;
}

/** How many users were notified of the movement. */
export async function notificationCount(db: Db, id_movalerta: number): Promise<number> {
  const row = await db
    .selectFrom(NOTIFICATION_TABLE)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id_movalerta', '=', id_movalerta)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function raiseIn(db: Db, input: RaiseInput): Promise<RaiseResult> {
  const { alert } = input;
  const values = {
    id_alerta: alert.id_alerta,
    id_elemento: alert.id_elemento,
    mov_titulo: alert.ale_titulo,
    mov_msg_alerta: input.message,
    mov_dt_alerta: toUtcTimestamp(input.at),
    mov_causa: null,
    id_frame: input.id_frame,
    raise_key: input.key,
  };
  // A concurrent raise with the same key (another API process) waits for this one and then inserts nothing.
  const inserted = await db
    .insertInto(MOVEMENT_TABLE)
    .values(values)
    .onConflict((conflict) => conflict.columns(['id_alerta', 'raise_key']).doNothing())
    .returning('id_movalerta')
    .executeTakeFirst();
  if (!inserted) {
    const movement = (await movementByKey(db, alert.id_alerta, input.key))!;
    return { movement, created: false, notified: await notificationCount(db, movement.id_movalerta) };
  }
  const id_movalerta = Number(inserted.id_movalerta);
  const users = await db.selectFrom(sources.groupUsers).select('ref_id').where('id_grupoalerta', '=', alert.id_grupoalerta).execute();
  if (users.length) {
    await db
      .insertInto(NOTIFICATION_TABLE)
      .values(users.map((user) => ({ id_movalerta, id_usuario: Number(user.ref_id), dt_visualizado: null })))
      .execute();
  }
  const { raise_key: _key, ...stored } = values;
  return { movement: movementOf({ ...stored, id_movalerta }), created: true, notified: users.length };
}

/**
 * Raises an alert: one movement and one notification per user of the alert's group, in one transaction
 * (the caller's, when `db` is one). The same alert and key again answers the stored movement and writes nothing.
 */
export async function raiseAlert(db: Db, input: RaiseInput): Promise<RaiseResult> {
  if (db.isTransaction) return raiseIn(db, input);
  return db.transaction().execute((trx) => raiseIn(trx, input));
}
