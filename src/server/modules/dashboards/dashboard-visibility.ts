import { isShownOnWeekday, weekdayAt, type DaysMode } from '../../../domain/dashboards/dashboard-days.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import { periodOfRow } from '../series/tag-period.js';

/** A dashboard view as the menu lists it. */
export interface VisibleView {
  id_visao: number;
  vis_descricao: string | null;
}

function junctionOf(model: EntityModel, field: string) {
  const junction = model.junctions.find((j) => j.field === field);
  if (!junction) throw new Error(`${model.id} has no junction '${field}'`);
  return junction;
}

/** The stored `days` column: the list itself, or its JSON text. */
function daysOf(value: unknown): number[] {
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return Array.isArray(parsed) ? parsed.map(Number) : [];
  } catch {
    return [];
  }
}

/** Today's weekday on the unit's wall clock (its period's time zone). */
export async function unitWeekday(db: Db, id_elemento: number, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('periodo').selectAll().where('id_elemento', '=', id_elemento).executeTakeFirst();
  return weekdayAt(periodOfRow(row as Record<string, unknown> | undefined).timezone, now);
}

/**
 * The dashboard views of the scope's unit the user sees today, by id (business modules §6): admins
 * every one; other users those granted to them (`users`) or to one of their groups (`groups`), and of
 * those only the ones shown on the unit's weekday (`days_mode`, `days`).
 */
export async function visibleViews(db: Db, views: EntityModel, userGroups: EntityModel, scope: AccessScope & { userId?: number }): Promise<VisibleView[]> {
  if (!scope.unit) return [];
  const table = views.table;
  let query = db
    .selectFrom(table)
    .select([`${table}.${views.key} as id_visao`, `${table}.vis_descricao as vis_descricao`, `${table}.days_mode as days_mode`, `${table}.days as days`])
    .where(`${table}.id_elemento`, '=', scope.unit.id_elemento);
  if (!scope.isAdmin) {
    const userId = scope.userId ?? -1;
    const byUser = junctionOf(views, 'users');
    const byGroup = junctionOf(views, 'groups');
    const groupMembers = junctionOf(userGroups, 'users');
    query = query.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom(`${byUser.table} as vu`)
            .select('vu.ref_id')
            .whereRef(`vu.${byUser.ownerColumn}`, '=', `${table}.${views.key}`)
            .where(`vu.${byUser.refColumn}`, '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom(`${byGroup.table} as vg`)
            .innerJoin(`${groupMembers.table} as gm`, `gm.${groupMembers.ownerColumn}`, `vg.${byGroup.refColumn}`)
            .select('vg.ref_id')
            .whereRef(`vg.${byGroup.ownerColumn}`, '=', `${table}.${views.key}`)
            .where(`gm.${groupMembers.refColumn}`, '=', userId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy(`${table}.${views.key}`, 'asc').execute();
  const weekday = scope.isAdmin ? undefined : await unitWeekday(db, scope.unit.id_elemento);
  return rows
    .filter((row) => weekday === undefined || isShownOnWeekday({ days_mode: row.days_mode as DaysMode | null, days: daysOf(row.days) }, weekday))
    .map((row) => ({ id_visao: Number(row.id_visao), vis_descricao: (row.vis_descricao as string | null) ?? null }));
}
