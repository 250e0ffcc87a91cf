import type { SessionUnit } from '../auth/session-store.js';

export type UnitChangeListener = (unit: SessionUnit) => void;

const listeners = new Set<UnitChangeListener>();

/**
 * Called when the user chooses another unit in the header (not on sign-in): what depends on the
 * unit and is not refetched by react-admin (access control, ...) reloads here. Returns the unsubscribe.
 */
export function onUnitChange(listener: UnitChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnitChange(unit: SessionUnit): void {
  for (const listener of [...listeners]) listener(unit);
}
