import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const contains = (groupPath: string, pathname: string) => pathname === groupPath || pathname.startsWith(`${groupPath}/`);

/** A menu group starts open when it holds the current page, and opens again when the page moves into it. */
export function useMenuGroupOpen(groupPath: string): { open: boolean; active: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  const active = contains(groupPath, pathname);
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  return { open, active, toggle: () => setOpen((value) => !value) };
}
