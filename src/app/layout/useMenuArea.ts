import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { areaOf, lastPageOf, otherArea, rememberPage, type MenuArea } from './menu-area.js';

/**
 * The menu area of the current page; every page visited is remembered as the last one of its
 * area, and switching opens the other area's last page (or its default page).
 */
export function useMenuArea(): { area: MenuArea; switchArea: () => void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const area = areaOf(pathname);
  useEffect(() => {
    rememberPage(`${pathname}${search}`);
  }, [pathname, search]);
  return { area, switchArea: () => navigate(lastPageOf(otherArea(area))) };
}
