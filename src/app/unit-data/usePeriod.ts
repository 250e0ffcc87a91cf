import { createContext, useContext, useSyncExternalStore } from 'react';
import { getPeriod, subscribePeriod, type Period } from './period-store.js';

/**
 * A period given by the page instead of the stored one: a dashboard link's page (TV link, iframe export)
 * has no session, and shows its dashboard's unit on that unit's clock.
 */
const PeriodOverride = createContext<Period | null | undefined>(undefined);
export const PeriodOverrideProvider = PeriodOverride.Provider;

/** The selected unit's period, reloaded after sign-in, on unit change and every 15 minutes; null until loaded. */
export function usePeriod(): Period | null {
  const override = useContext(PeriodOverride);
  const stored = useSyncExternalStore(subscribePeriod, getPeriod);
  return override === undefined ? stored : override;
}
