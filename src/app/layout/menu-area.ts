import { isSettingsPath } from '../../domain/navigation/menu-paths.js';
import { defaultMainPage, defaultSettingsPage } from '../../domain/navigation/route-table.js';

/** The two menus of the side bar (platform-core section 2, *Shell*). */
export type MenuArea = 'main' | 'settings';

/** Section 9: where each area opens when no page of it was visited yet. */
export const defaultAreaPages: Record<MenuArea, string> = {
  main: defaultMainPage,
  settings: defaultSettingsPage,
};

export const areaOf = (path: string): MenuArea => (isSettingsPath(path) ? 'settings' : 'main');

export const otherArea = (area: MenuArea): MenuArea => (area === 'main' ? 'settings' : 'main');

const storageKey = (area: MenuArea) => `plataforma.menu.lastPage.${area}`;

/** Keeps the page (path and query) as the last one of its area, for the next toggle and the next visit. */
export function rememberPage(path: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(storageKey(areaOf(path)), path);
}

/** The last page of an area, if it still belongs to that area; else the area's default page. */
export function lastPageOf(area: MenuArea, storage: Pick<Storage, 'getItem'> = localStorage): string {
  const kept = storage.getItem(storageKey(area));
  return kept && kept.startsWith('/') && areaOf(kept) === area ? kept : defaultAreaPages[area];
}
