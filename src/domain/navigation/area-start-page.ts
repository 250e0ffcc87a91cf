import { canRead, type AccessMap } from './filter-menu.js';
import { findByPath } from './menu-paths.js';
import { permittedPathsOf } from './permitted-paths.js';
import { isPermittedPath } from './resolve-route.js';
import { defaultMainPage, defaultSettingsPage, emptyAreaPages, type RouteNode } from './route-table.js';

export type MenuArea = keyof typeof emptyAreaPages;

/** Section 9: where each area opens when no page of it was visited yet. */
export const defaultAreaPages: Record<MenuArea, string> = { main: defaultMainPage, settings: defaultSettingsPage };

export interface AreaStartState {
  /** The last page visited in the area (path and query), if any. */
  remembered?: string | null;
  /** The user's filtered menu of that area. */
  areaMenu: readonly RouteNode[];
  /** Every path the user may open (both menus), from permittedPathsOf. */
  permittedPaths: readonly string[];
  permissions: AccessMap;
  isAdmin: boolean;
}

/**
 * The page the main/configuration toggle opens: the area's last page while the user may still
 * open it, else the area's default page if permitted, else the first page of the area the user may
 * read, else the area's "no pages" page. Never a page of the other area.
 */
export function areaStartPage(area: MenuArea, state: AreaStartState): string {
  // A group that is a page too (tags) is in the menu for its children; its page needs its own read.
  const ownPageUnreadable = (path: string) => {
    const node = findByPath(path);
    return node?.ownPage === true && !state.isAdmin && !canRead(node, state.permissions);
  };
  const permitted = (path: string) => isPermittedPath(path, state.permittedPaths) && !ownPageUnreadable(path);
  if (state.remembered && permitted(state.remembered)) return state.remembered;
  if (permitted(defaultAreaPages[area])) return defaultAreaPages[area];
  return permittedPathsOf(state.areaMenu, state.permissions, state.isAdmin).first ?? emptyAreaPages[area];
}
