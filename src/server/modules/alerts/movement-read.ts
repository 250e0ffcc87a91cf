import type { Db } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound } from '../../core/api-error.js';
import { mayReadAlerts } from './alert-access.js';
import { movementsSeenBy, movementViewColumns, movementViewOf, type MovementView } from './movement-view.js';
import { sources } from './sources.js';
import { NOTIFICATION_TABLE } from './tables.js';

/** A user who has viewed a movement, for the avatar group. */
export interface Viewer {
  id_usuario: number;
  usu_nome: string;
  usu_foto: string | null;
  dt_visualizado: string;
}

async function movementOfUnit(db: Db, id_movalerta: number, id_elemento: number, id_usuario: number): Promise<MovementView | undefined> {
  const row = await movementsSeenBy(db, id_usuario)
    .leftJoin(`${sources.group} as g`, 'g.id_grupoalerta', 'a.id_grupoalerta')
    .select([...movementViewColumns])
    .where('m.id_movalerta', '=', id_movalerta)
    .where('m.id_elemento', '=', id_elemento)
    .executeTakeFirst();
  return row ? movementViewOf(row) : undefined;
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
