import { useMediaQuery } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { mobileMediaQuery } from './shell-constants.js';

/** True when the menu shows icons only: the side menu closed on a wide screen (the mobile drawer always shows labels). */
export function useMenuCollapsed(): boolean {
  const [open] = useSidebarState();
  const mobile = useMediaQuery(mobileMediaQuery, { noSsr: true });
  return !open && !mobile;
}
