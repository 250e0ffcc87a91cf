import { describe, expect, it } from 'vitest';
import { menuIdOfPath } from './menu-paths.js';
import { dashboardViewChildren, dashboardViewLabel, dashboardViewsPath } from './dashboard-views.js';

const dashboard = { path: '/dashboard', menuId: 'dashboard' };
const translate = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.id)}`;

describe('dashboard view children', () => {
  it('makes one child per view at /dashboard/{id_visao}, each with its own menu id and the permission of the dashboard entry', () => {
    const children = dashboardViewChildren(dashboard, [
      { id_visao: 3, vis_descricao: 'Production' },
      { id_visao: 7, vis_descricao: null },
    ]);
    expect(children.map((child) => [child.path, child.menuId])).toEqual([
      ['/dashboard/3', 'dashboard.3'],
      ['/dashboard/7', 'dashboard.7'],
    ]);
    expect(children.map((child) => menuIdOfPath(child.path))).toEqual(['dashboard', 'dashboard']);
  });

  it('labels a child by its description, or Dashboard #id when it has none or only blanks', () => {
    const children = dashboardViewChildren(dashboard, [{ id_visao: 3, vis_descricao: ' Production ' }, { id_visao: 7 }, { id_visao: 9, vis_descricao: '  ' }]);
    expect(children.map((child) => dashboardViewLabel(child, translate))).toEqual(['Production', 'menu.dashboardView:7', 'menu.dashboardView:9']);
  });

  it("asks for the signed user's own views", () => {
    expect(dashboardViewsPath(12)).toBe('GDV/entities/ALLVISAO/12');
  });
});
