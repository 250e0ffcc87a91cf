import type { SessionStateStore } from '../../../analysis/useSessionState.js';

/** A page's kept choices held by the app tab, not the browser tab: a viewer's changes last while the tab is shown, and an editor saves them. */
export interface MemorySessionStore extends SessionStateStore {
  snapshot(): Record<string, unknown>;
}

export function memorySessionStore(initial: ReadonlyMap<string, unknown>): MemorySessionStore {
  const values = new Map(initial);
  return {
    read: (key) => values.get(key),
    write: (key, value) => void values.set(key, value),
    snapshot: () => Object.fromEntries(values),
  };
}
