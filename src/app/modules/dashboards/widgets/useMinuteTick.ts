import { useEffect } from 'react';

/** Calls `onTick` every minute while mounted: a dashboard left open keeps its figures current. */
export function useMinuteTick(onTick: () => void): void {
  useEffect(() => {
    const timer = window.setInterval(onTick, 60_000);
    return () => window.clearInterval(timer);
  }, [onTick]);
}
