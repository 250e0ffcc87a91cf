import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { Drawer, useMediaQuery } from '@mui/material';
import { mobileMediaQuery } from './shell-constants.js';

/**
 * Up to 768 px wide (section 9) the menu is a temporary drawer, closed at first and after each
 * navigation; wider, react-admin's side menu, open or collapsed to icons.
 */
export function AppSidebar({ children, appBarAlwaysOn, ...rest }: SidebarProps) {
  const mobile = useMediaQuery(mobileMediaQuery, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  // The drawer appears only once the desktop's open state has been closed, so it never mounts open.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (mobile) setOpen(false);
  }, [mobile, pathname, setOpen]);
  useEffect(() => {
    if (!mobile) setReady(false);
    else if (!open) setReady(true);
  }, [mobile, open]);
  if (!mobile)
    return (
      <Sidebar appBarAlwaysOn={appBarAlwaysOn} {...rest}>
        {children}
      </Sidebar>
    );
  if (!ready) return null;
  return (
    <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} className="mobile-menu-drawer" data-testid="mobile-menu-drawer">
      {children}
    </Drawer>
  );
}
