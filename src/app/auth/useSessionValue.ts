import { useMemo, useSyncExternalStore } from 'react';
import { sessionVersion, subscribeSession } from './session-store.js';

/**
 * A value read from the session store, read again only when the session changes. The store's
 * version is the change signal, so it is the memo's only dependency; the getters return new objects
 * on every call, which is why they are not snapshots of useSyncExternalStore themselves.
 */
export function useSessionValue<T>(read: () => T): T {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version, not the reader, says when to read again
  return useMemo(() => read(), [version]);
}
