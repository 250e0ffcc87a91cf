import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { DashboardViewEntry } from '../../../generated/api-types.js';
import type { Db } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import { visibleViews } from '../dashboards/dashboard-visibility.js';

/** One child of the main menu's `/dashboard` entry: its route schema's shape (schemas/dashboard-views.answer.schema.json). */
export type { DashboardViewEntry };

/**
 * `GDV/entities/ALLVISAO/{id_usuario}`: the dashboard views of the current unit the user may
 * see, ordered by id, by the same rule as the views' own reads (dashboards/dashboard-visibility.ts):
 * admins every view of the unit; other users those granted to them or one of their groups, shown on
 * the unit's weekday.
 */
export function visibleDashboardViews(
  db: Db,
  views: EntityModel,
  userGroups: EntityModel,
  scope: AccessScope & { userId: number },
): Promise<DashboardViewEntry[]> {
  return visibleViews(db, views, userGroups, scope);
}
