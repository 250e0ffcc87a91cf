import { useMemo, useSyncExternalStore } from 'react';
import { getSelectedUnit, sessionVersion, subscribeSession } from '../../auth/session-store.js';

/** The selected unit's id, kept current; the logbook starts over when it changes. */
export function useSelectedUnitId(): number | undefined {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  return useMemo(() => getSelectedUnit()?.id_elemento, [version]);
}
