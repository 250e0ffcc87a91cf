import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/** Theater mode collapses the side menu to its icons while it lasts, and opens it again after if it was open. */
export function useTheaterMenu(theater: boolean): void {
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (!theater || !open) return undefined;
    setOpen(false);
    return () => setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the menu's state when theater starts is what comes back.
  }, [theater]);
}
