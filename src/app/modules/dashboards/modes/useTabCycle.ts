import { useEffect, useState } from 'react';
import { tvCycleAt, type CycledTab } from './tv-cycle.js';

/**
 * The tab on screen: the one the user chose, and on a TV (`cycling`) the ones after it as their
 * cycle times pass (`now` is the clock, replaceable in tests). Choosing a tab restarts the cycle there.
 */
export function useTabCycle(tabs: readonly CycledTab[], dashboardSeconds: number, cycling: boolean, now: () => number = Date.now) {
  const [start, setStart] = useState(() => ({ at: now(), index: 0 }));
  const [, setTick] = useState(0);
  const position = cycling ? tvCycleAt(tabs, dashboardSeconds, now() - start.at, start.index) : { index: start.index, nextInMs: null };
  const { nextInMs } = position;
  // Entering or leaving TV keeps the tab on screen and starts its cycle afresh.
  const [cycledBefore, setCycledBefore] = useState(cycling);
  if (cycledBefore !== cycling) {
    setCycledBefore(cycling);
    setStart({ at: now(), index: position.index });
  }
  useEffect(() => {
    if (nextInMs === null) return undefined;
    const timer = window.setTimeout(() => setTick((n) => n + 1), nextInMs);
    return () => window.clearTimeout(timer);
  }, [nextInMs, position.index]);
  return {
    index: Math.min(position.index, Math.max(0, tabs.length - 1)),
    choose: (index: number) => setStart({ at: now(), index }),
  };
}
