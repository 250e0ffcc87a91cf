import { isRemovedPath, removedPathsFor, type ClientRules } from './client-rules.js';
import { permissionIdOf } from './menu-paths.js';
import type { RouteNode } from './route-table.js';

export interface MenuPermission {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** Menu id -> the actions granted there (the `CAC/queries/accessControl` answer). */
export type AccessMap = Readonly<Record<string, MenuPermission>>;

export interface MenuFilterContext {
  isAdmin: boolean;
  permissions: AccessMap;
  clientCode?: number;
  clientRules: ClientRules;
  /** Native app or mobile debug mode: `/home` is shown. */
  mobile: boolean;
}

/** Dashboard (with its view children) and home are shown to everyone (section 6). */
export const isAlwaysVisible = (node: RouteNode): boolean => node.dynamicChildren !== undefined || node.menuId === 'home';

/** Does the access map grant read on this node's governing menu id? */
export const canRead = (node: RouteNode, permissions: AccessMap): boolean => permissions[permissionIdOf(node)]?.read === true;

/** The menu entry that opens a group's own page: the group's path, id and label, as a leaf. */
function pageEntryOf({ children: _children, ownPage: _ownPage, ...group }: RouteNode): RouteNode {
  return { ...group, pageOfGroup: true };
}

function keep(node: RouteNode, context: MenuFilterContext, removed: readonly string[]): RouteNode | undefined {
  if (node.mobileOnly && !context.mobile) return undefined;
  if (isRemovedPath(node.path, removed)) return undefined;
  if (node.children) {
    const children = node.children.map((child) => keep(child, context, removed)).filter((child) => child !== undefined);
    const readable = context.isAdmin || canRead(node, context.permissions);
    // A parent appears when any child does; a parent that is a page itself (the tags page) also when
    // readable, and then lists that page first, since clicking a group only opens or closes it.
    if (children.length > 0) return { ...node, children: node.ownPage && readable ? [pageEntryOf(node), ...children] : children };
    return readable ? { ...node, children } : undefined;
  }
  if (context.isAdmin || isAlwaysVisible(node) || canRead(node, context.permissions)) return node;
  return undefined;
}

/**
 * The menu a user sees (section 6): an entry only with read permission, a parent when any child is
 * readable, dashboard and home always (home only on mobile), everything for admins; the client-code
 * rules remove their routes for everyone, admins included.
 */
export function filterMenu(tree: readonly RouteNode[], context: MenuFilterContext): RouteNode[] {
  const removed = removedPathsFor(context.clientCode, context.clientRules);
  return tree.map((node) => keep(node, context, removed)).filter((node) => node !== undefined);
}
