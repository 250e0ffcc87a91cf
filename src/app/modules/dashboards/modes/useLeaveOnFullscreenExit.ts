import { useEffect } from 'react';

/**
 * The browser leaves fullscreen on Escape without telling the page about the key: once a mode has
 * been in fullscreen, coming out of it leaves the mode too.
 */
export function useLeaveOnFullscreenExit(active: boolean, leave: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    let entered = Boolean(document.fullscreenElement);
    const changed = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) leave();
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [active, leave]);
}
