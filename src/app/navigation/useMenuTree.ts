import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { dashboardViewChildren, dashboardViewLabel } from '../../domain/navigation/dashboard-views.js';
import type { RouteNode } from '../../domain/navigation/route-table.js';
import { useDashboardViews } from './dashboard-views-store.js';
import { useNavigationState } from './useNavigationState.js';

/** One translated entry of a menu, as the shell renders it. */
export interface MenuTreeNode {
  path: string;
  menuId: string;
  label: string;
  children?: MenuTreeNode[];
  /** The entry that opens a group's own page (the tags list under the Tags group). */
  pageOfGroup?: boolean;
}

/**
 * The menu of an area for the signed user in the selected unit: filtered by `filterMenu`
 * (permissions, client-code rules, mobile) and translated, in the route table's order. An entry
 * with `dynamicChildren: 'dashboard-views'` gets one child per dashboard view of the user,
 * always visible, labelled by its description or "Dashboard #id".
 */
export function useMenuTree(area: 'main' | 'settings'): MenuTreeNode[] {
  const state = useNavigationState();
  const translate = useTranslate();
  const views = useDashboardViews();
  return useMemo(() => {
    const toEntry = (node: RouteNode): MenuTreeNode => {
      const children: MenuTreeNode[] =
        node.dynamicChildren === 'dashboard-views'
          ? dashboardViewChildren(node, views).map((child) => ({ path: child.path, menuId: child.menuId, label: dashboardViewLabel(child, translate) }))
          : (node.children ?? []).map(toEntry);
      return {
        path: node.path,
        menuId: node.menuId,
        label: translate(node.labelKey, { _: node.menuId }),
        ...(children.length ? { children } : {}),
        ...(node.pageOfGroup ? { pageOfGroup: true } : {}),
      };
    };
    return (area === 'main' ? state.main : state.settings).map(toEntry);
  }, [state, area, translate, views]);
}
