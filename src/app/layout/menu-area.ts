import { isSettingsPath } from '../../domain/navigation/menu-paths.js';
import { defaultAreaPages, type MenuArea } from '../../domain/navigation/area-start-page.js';

/** The two menus of the side bar (platform-core section 2, *Shell*). */
export type { MenuArea };

export const areaOf = (path: string): MenuArea => (isSettingsPath(path) ? 'settings' : 'main');

export const otherArea = (area: MenuArea): MenuArea => (area === 'main' ? 'settings' : 'main');

const storageKey = (area: MenuArea) => `plataforma.menu.lastPage.${area}`;

/** Keeps the page (path and query) as the last one of its area, for the next toggle and the next visit. */
export function rememberPage(path: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(storageKey(areaOf(path)), path);
}

/** The last page kept for an area, if it still belongs to that area. */
export function rememberedPageOf(area: MenuArea, storage: Pick<Storage, 'getItem'> = localStorage): string | undefined {
  const kept = storage.getItem(storageKey(area));
  return kept && kept.startsWith('/') && areaOf(kept) === area ? kept : undefined;
}

/** The last page of an area, else the area's default page. */
export function lastPageOf(area: MenuArea, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return rememberedPageOf(area, storage) ?? defaultAreaPages[area];
}
