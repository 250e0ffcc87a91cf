import { useMenuTree, type MenuTreeNode } from '../navigation/useMenuTree.js';
import type { MenuArea } from './menu-area.js';

/** One entry of the side menu as the shell renders it: a page, or a group of pages. */
export type ShellMenuNode = MenuTreeNode;

/** The signed user's translated menu tree of an area (filtered by the navigation: permissions, unit, mobile). */
export function useShellMenu(area: MenuArea): ShellMenuNode[] {
  return useMenuTree(area);
}
