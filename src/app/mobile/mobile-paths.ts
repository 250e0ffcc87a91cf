/** The native variant's pages: `/home` and the bottom menu's entries (platform-core section 2, Shell). */
export const homePath = '/home';

export interface BottomMenuItem {
  path: string;
  /** Message key of the label. */
  label: string;
  /** Test id and icon name. */
  key: 'home' | 'dashboard' | 'analysisProcess';
}

export const bottomMenuItems: readonly BottomMenuItem[] = [
  { key: 'home', path: homePath, label: 'mobile.menu.home' },
  { key: 'dashboard', path: '/dashboard', label: 'mobile.menu.dashboard' },
  { key: 'analysisProcess', path: '/analysis/analysis-process', label: 'mobile.menu.analysisProcess' },
];

/** The bottom menu entry of a path (itself or a page under it), or false for any other page. */
export function bottomMenuValue(pathname: string): string | false {
  const item = bottomMenuItems.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return item?.path ?? false;
}
