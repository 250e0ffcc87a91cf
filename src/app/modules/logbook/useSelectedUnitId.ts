import { getSelectedUnit } from '../../auth/session-store.js';
import { useSessionValue } from '../../auth/useSessionValue.js';

/** The selected unit's id, kept current; the logbook starts over when it changes. */
export function useSelectedUnitId(): number | undefined {
  return useSessionValue(() => getSelectedUnit()?.id_elemento);
}
