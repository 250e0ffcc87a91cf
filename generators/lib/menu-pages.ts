import { mainMenu, settingsMenu, type RouteNode } from '../../src/domain/navigation/route-table.js';
import { menuPath } from '../emit/permissions.js';
import type { SchemaSource } from './load.js';

const flatten = (tree: readonly RouteNode[]): RouteNode[] => tree.flatMap((node) => [node, ...flatten(node.children ?? [])]);
/** The pages of both menus (platform-core section 2, src/domain/navigation/route-table.ts). */
export const menuPages: ReadonlySet<string> = new Set(flatten([...mainMenu, ...settingsMenu]).map((node) => node.path));

/**
 * A resource's page (its route, or its menu's page when data-only) and each alsoMenus page must be
 * a page of the menus: a page elsewhere would be unreachable and its permission unoffered.
 */
export function checkMenuPages(sources: readonly SchemaSource[]): void {
  const problems = sources.flatMap(({ file, schema }) => {
    const resource = schema['x-resource'];
    const pages: [string, string][] = [
      resource.route ? ['/x-resource/route', resource.route] : ['/x-resource/menu', menuPath(resource.menu)],
      ...(resource.alsoMenus ?? []).map((menu: string, index: number): [string, string] => [`/x-resource/alsoMenus/${index}`, menuPath(menu)]),
    ];
    return pages
      .filter(([, path]) => !menuPages.has(path))
      .map(([pointer, path]) => `${file}: ${pointer}: ${path} is no page of the menus (src/domain/navigation/route-table.ts)`);
  });
  if (problems.length) throw new Error(problems.join('\n'));
}
