import { permissionMap } from '../../generated/permissions.js';
import { permissionIdOf } from '../../domain/navigation/menu-paths.js';
import { mainMenu, settingsMenu, type RouteNode } from '../../domain/navigation/route-table.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PageChoice {
  path: string;
  /** The menu id an access profile grants for this page. */
  permissionId: string;
  /** 'Parent › Page' in the user's language. */
  label: string;
}

/** A group is also a page when a generated resource lives at its path (`/settings/tags`). */
const generatedRoutes = new Set(permissionMap.map((entry) => entry.route));

function choicesOf(nodes: readonly RouteNode[], translate: Translate, parent?: string): PageChoice[] {
  return nodes.flatMap((node) => {
    if (node.mobileOnly) return [];
    const label = parent ? `${parent} › ${translate(node.labelKey)}` : translate(node.labelKey);
    const isPage = !node.children?.length || generatedRoutes.has(node.path);
    const own = isPage ? [{ path: node.path, permissionId: permissionIdOf(node), label }] : [];
    return [...own, ...choicesOf(node.children ?? [], translate, label)];
  });
}

/**
 * Every page of both menus of the route table, in menu order: what an access profile can grant
 * and what a unit's initial page can name.
 */
export function pageChoices(translate: Translate): PageChoice[] {
  return choicesOf([...mainMenu, ...settingsMenu], translate);
}
