type Listener = () => void;

const requests = new Set<Listener>();
const reloads = new Set<Listener>();

function subscribe(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the unit-data keeper to reload period, tags and frames now: after a tag, tag group, frame
 * or unit was saved, and from the header's refresh button.
 */
export function requestUnitDataRefresh(): void {
  for (const listener of [...requests]) listener();
}

export const onUnitDataRefreshRequest = (listener: Listener): (() => void) => subscribe(requests, listener);

/** Told by the keeper once a reload has written the caches: the pickers read them again. */
export function notifyUnitDataReloaded(): void {
  for (const listener of [...reloads]) listener();
}

export const onUnitDataReloaded = (listener: Listener): (() => void) => subscribe(reloads, listener);
