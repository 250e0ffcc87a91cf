import { flattenMenu } from '../../domain/navigation/menu-paths.js';
import { detailRoutes, mainMenu, settingsMenu, type RouteNode } from '../../domain/navigation/route-table.js';

export interface PageRoute {
  path: string;
  labelKey: string;
  /** A group without a page of its own opens this path (its target, else its first child). */
  redirectTo?: string;
}

/**
 * The table's routes the app must register itself: every menu entry and detail route that no
 * generated resource serves, except `/home` (the mobile variant's own route). Groups redirect to
 * their target page.
 */
export function notBuiltRoutes(servedPaths: ReadonlySet<string>): PageRoute[] {
  const nodes = flattenMenu([...mainMenu, ...settingsMenu]).filter((node) => !servedPaths.has(node.path) && node.menuId !== 'home');
  const pages = nodes.map((node: RouteNode): PageRoute => {
    const isGroup = (node.children?.length ?? 0) > 0;
    return isGroup
      ? { path: node.path, labelKey: node.labelKey, redirectTo: node.groupTarget ?? node.children![0]!.path }
      : { path: node.path, labelKey: node.labelKey };
  });
  const details = detailRoutes.filter((route) => !servedPaths.has(route.path)).map((route) => ({ path: route.path, labelKey: `menu.${route.menuId}` }));
  return [...pages, ...details];
}
