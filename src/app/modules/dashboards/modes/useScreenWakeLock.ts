import { useEffect } from 'react';

/** Keeps the screen from sleeping while a TV shows the dashboard (Screen Wake Lock API, where the browser has it). */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> } }).wakeLock;
    if (!active || !wakeLock) return undefined;
    let lock: { release: () => Promise<void> } | undefined;
    let done = false;
    const request = () =>
      wakeLock.request('screen').then(
        (granted) => (done ? void granted.release() : (lock = granted)),
        () => undefined,
      );
    // A hidden page loses its lock: ask again when it shows.
    const visible = () => document.visibilityState === 'visible' && void request();
    void request();
    document.addEventListener('visibilitychange', visible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', visible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
