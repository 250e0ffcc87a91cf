import { useSyncExternalStore } from 'react';
import { getPeriod, subscribePeriod, type Period } from './period-store.js';

/** The selected unit's period, reloaded after sign-in, on unit change and every 15 minutes; null until loaded. */
export function usePeriod(): Period | null {
  return useSyncExternalStore(subscribePeriod, getPeriod);
}
