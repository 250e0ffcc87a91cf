import { isTokenForbiddenMenu } from '../../../domain/access/api-token-scopes.js';
import { permissionIdOf } from '../../../domain/navigation/menu-paths.js';
import { mainMenu, settingsMenu, type RouteNode } from '../../../domain/navigation/route-table.js';

/** A page a token may be granted, with the label keys of its menu trail (`Settings › Tags › Groups`). */
export interface ScopeOption {
  menuId: string;
  trail: string[];
}

function pagesOf(nodes: readonly RouteNode[], trail: readonly string[]): ScopeOption[] {
  return nodes.flatMap((node) => {
    const here = [...trail, node.labelKey];
    const isPage = !node.children?.length || node.ownPage === true;
    const own = isPage && !node.dynamicChildren ? [{ menuId: permissionIdOf(node), trail: here }] : [];
    return [...own, ...pagesOf(node.children ?? [], here)];
  });
}

/** Every page of both menus a token may be granted, once each, in menu order. */
export function scopeOptions(): ScopeOption[] {
  const all = [...pagesOf(mainMenu, []), ...pagesOf(settingsMenu, ['menu.settings'])];
  const seen = new Set<string>();
  return all.filter((option) => {
    if (isTokenForbiddenMenu(option.menuId) || seen.has(option.menuId)) return false;
    seen.add(option.menuId);
    return true;
  });
}
