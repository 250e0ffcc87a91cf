import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { RouteNode } from '../../domain/navigation/route-table.js';
import { useNavigationState } from './useNavigationState.js';

/** One translated entry of a menu, as the shell renders it. */
export interface MenuTreeNode {
  path: string;
  menuId: string;
  label: string;
  children?: MenuTreeNode[];
}

/**
 * The menu of an area for the signed user in the selected unit: filtered by `filterMenu`
 * (permissions, client-code rules, mobile) and translated, in the route table's order.
 */
export function useMenuTree(area: 'main' | 'settings'): MenuTreeNode[] {
  const state = useNavigationState();
  const translate = useTranslate();
  return useMemo(() => {
    const toEntry = (node: RouteNode): MenuTreeNode => ({
      path: node.path,
      menuId: node.menuId,
      label: translate(node.labelKey, { _: node.menuId }),
      ...(node.children?.length ? { children: node.children.map(toEntry) } : {}),
    });
    return (area === 'main' ? state.main : state.settings).map(toEntry);
  }, [state, area, translate]);
}
