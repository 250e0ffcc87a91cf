import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { DashboardViewEntry } from '../../../generated/api-types.js';
import type { Db } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';

/** One child of the main menu's `/dashboard` entry: its route schema's shape (schemas/dashboard-views.answer.schema.json). */
export type { DashboardViewEntry };

function junctionOf(model: EntityModel, field: string) {
  const junction = model.junctions.find((j) => j.field === field);
  if (!junction) throw new Error(`${model.id} has no junction '${field}'`);
  return junction;
}

/**
 * `GDV/entities/ALLVISAO/{id_usuario}`: the dashboard views of the current unit the user may
 * see, ordered by id. Admins see every view of the unit; other users those that list them in
 * `users` or list one of their groups in `groups`.
 */
export async function visibleDashboardViews(
  db: Db,
  views: EntityModel,
  userGroups: EntityModel,
  scope: AccessScope & { userId: number },
): Promise<DashboardViewEntry[]> {
  if (!scope.unit) return [];
  const table = views.table;
  const byUser = junctionOf(views, 'users');
  const byGroup = junctionOf(views, 'groups');
  const groupMembers = junctionOf(userGroups, 'users');
  let query = db
    .selectFrom(table)
    .select([`${table}.${views.key} as id_visao`, `${table}.vis_descricao as vis_descricao`])
    .where(`${table}.id_elemento`, '=', scope.unit.id_elemento);
  if (!scope.isAdmin) {
    const userId = scope.userId;
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
  return rows.map((row) => ({ id_visao: Number(row.id_visao), vis_descricao: (row.vis_descricao as string | null) ?? null }));
}
