import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../core/api-error.js';
import { visibleDashboardViews } from './dashboard-views.js';
import { dashboardViewRouteSchemas as schemas } from './schemas/index.js';

/**
 * `GET GDV/entities/ALLVISAO/{id_usuario}` (platform-core sections 2 and 7): the children of the
 * main menu's `/dashboard` entry, always visible, so any signed user may call it, for their own id
 * only. The dashboard-views settings page keeps its generic routes and its menu permission.
 */
export async function dashboardViewRoutes(app: FastifyInstance): Promise<void> {
  const views = app.catalog.get('dashboard-views');
  const userGroups = app.catalog.get('user-groups');
  if (!views || !userGroups) return;
  app.get<{ Params: { id_usuario: string } }>('/GDV/entities/ALLVISAO/:id_usuario', { schema: schemas.dashboardViews.schema }, async (request) => {
    const access = request.access!;
    if (request.params.id_usuario !== String(access.userId)) throw forbidden();
    return { data: await visibleDashboardViews(app.database.db, views, userGroups, { ...access, userId: access.userId }) };
  });
}
