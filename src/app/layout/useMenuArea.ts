import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { areaStartPage } from '../../domain/navigation/area-start-page.js';
import { useNavigationState } from '../navigation/useNavigationState.js';
import { areaOf, otherArea, rememberedPageOf, rememberPage, type MenuArea } from './menu-area.js';

/**
 * The menu area of the current page; every page visited is remembered as the last one of its
 * area, and switching opens the other area's last page while the user may still open it, else
 * its first page the user may read, else its "no pages in this area" page.
 */
export function useMenuArea(): { area: MenuArea; switchArea: () => void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigationState();
  const area = areaOf(pathname);
  useEffect(() => {
    rememberPage(`${pathname}${search}`);
  }, [pathname, search]);
  const switchArea = () => {
    const target = otherArea(area);
    navigate(
      areaStartPage(target, {
        remembered: rememberedPageOf(target),
        areaMenu: target === 'main' ? navigation.main : navigation.settings,
        permittedPaths: navigation.paths,
        permissions: navigation.access.permissions,
        isAdmin: navigation.access.isAdmin,
      }),
    );
  };
  return { area, switchArea };
}
