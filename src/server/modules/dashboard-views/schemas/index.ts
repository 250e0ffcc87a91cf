import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import dashboardViewsAnswer from './dashboard-views.answer.schema.json' with { type: 'json' };
import dashboardViewsParams from './dashboard-views.params.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The dashboard views a user may see (dashboard-view-routes.ts). */
export const dashboardViewRouteSchemas = {
  dashboardViews: route('GET', '/GDV/entities/ALLVISAO/:id_usuario', 'DashboardViews', {
    params: dashboardViewsParams,
    answer: resolved(dashboardViewsAnswer),
  }),
};
