import { menuIdOf, type RouteNode } from './route-table.js';

/** One answer row of `GET GDV/entities/ALLVISAO/{id_usuario}`. */
export interface DashboardView {
  id_visao: number;
  vis_descricao?: string | null;
}

export const dashboardViewsPath = (userId: number): string => `GDV/entities/ALLVISAO/${userId}`;

/** The `menu.dashboardView` key ("Dashboard #%{id}"): the label of a view without description. */
export const dashboardViewLabelKey = 'menu.dashboardView';

/** A child of `/dashboard`: `/dashboard/{id_visao}`, labelled by its description when it has one. */
export interface DashboardViewChild {
  path: string;
  /** `dashboard.{id_visao}` (the path's id, unique in the menu); its permission is the `/dashboard/:id` detail route's. */
  menuId: string;
  /** The description, or undefined: then `menu.dashboardView` with `{ id }`. */
  description?: string;
  id: number;
}

/** The children of a `dynamicChildren: 'dashboard-views'` node, in the answer's order (by id). */
export function dashboardViewChildren(parent: Pick<RouteNode, 'path'>, views: readonly DashboardView[]): DashboardViewChild[] {
  return views.map((view) => {
    const description = view.vis_descricao?.trim();
    const path = `${parent.path}/${view.id_visao}`;
    return {
      path,
      menuId: menuIdOf(path),
      id: view.id_visao,
      ...(description ? { description } : {}),
    };
  });
}

/** Translates a child: `translate` is react-admin's or i18next's `t`. */
export function dashboardViewLabel(child: DashboardViewChild, translate: (key: string, options?: Record<string, unknown>) => string): string {
  return child.description ?? translate(dashboardViewLabelKey, { id: child.id, _: `Dashboard #${child.id}` });
}
