import { canRead, isAlwaysVisible, type AccessMap } from './filter-menu.js';
import { flattenMenu } from './menu-paths.js';
import { detailRoutes, type RouteNode } from './route-table.js';

export interface PermittedPaths {
  /** Every menu path of the filtered trees, then the detail patterns of visible entries. */
  paths: string[];
  /** Where a user without a better page lands: the first page granted by a permission (not dashboard or home). */
  first: string | undefined;
}

/**
 * The paths a user may open, from the already filtered menus (main first, then settings). An admin's
 * first page is the first page of the main menu that is not always visible.
 */
export function permittedPathsOf(filtered: readonly RouteNode[], permissions: AccessMap, isAdmin: boolean): PermittedPaths {
  // A group that is a page itself (the tags list) is open only through its page entry, which filterMenu
  // adds when that page is readable; a readable child alone shows the group, not its page.
  const nodes = flattenMenu(filtered).filter((node) => !(node.ownPage && node.children?.length));
  const ids = new Set(nodes.map((node) => node.menuId));
  const details = detailRoutes.filter((route) => ids.has(route.menuId)).map((route) => route.path);
  const first = nodes.find((node) => !node.children?.length && !isAlwaysVisible(node) && (isAdmin || canRead(node, permissions)))?.path;
  return { paths: [...nodes.map((node) => node.path), ...details], first };
}
