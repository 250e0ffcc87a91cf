import { permissionMap } from '../../generated/permissions.js';
import { detailRoutes, mainMenu, settingsMenu, type RouteNode } from './route-table.js';

/** Every node of the trees, parents before their children, in menu order. */
export function flattenMenu(tree: readonly RouteNode[]): RouteNode[] {
  return tree.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}

/** Both menus flattened. */
export const allMenuNodes: readonly RouteNode[] = [...flattenMenu(mainMenu), ...flattenMenu(settingsMenu)];

/** Generated pages: route -> the menu id their schema's permissions use (the server checks that one). */
const generatedPermissionIds = new Map(permissionMap.map((entry) => [entry.route, entry.menuId]));

/**
 * The menu id whose access-control entry governs a node: its own, unless a generated page at that
 * route is checked under another one (user-units under user-registration).
 */
export const permissionIdOf = (node: RouteNode): string => node.permissionId ?? generatedPermissionIds.get(node.path) ?? node.menuId;

/** Every menu id an access-control map can hold (the governing ids, without repeats). */
export const allPermissionIds: readonly string[] = [...new Set(allMenuNodes.map(permissionIdOf))];

/** `/a/b/` and `/a/b?x=1` -> `/a/b`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

/** The menu node at this exact path, if any. */
export function findByPath(path: string, tree: readonly RouteNode[] = [...mainMenu, ...settingsMenu]): RouteNode | undefined {
  const wanted = normalizePath(path);
  return flattenMenu(tree).find((node) => node.path === wanted);
}

/** Does a react-router pattern with `:params` match this path? */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = normalizePath(path).split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/** The menu id a path belongs to: its node, or a detail route's entry. */
export function menuIdOfPath(path: string): string | undefined {
  const found = findByPath(path);
  if (found) return permissionIdOf(found);
  return detailRoutes.find((route) => matchesPattern(route.path, path))?.menuId;
}

/** Any path containing `settings` belongs to the configuration area (section 2). */
export const isSettingsPath = (path: string): boolean => path.includes('settings');
