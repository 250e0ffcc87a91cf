import { useMemo, useSyncExternalStore } from 'react';
import { getSelectedUnit, getToken, getUser, sessionVersion, subscribeSession } from '../../auth/session-store.js';

/** The signed user's id and selected unit id; both undefined when signed out. */
export function useSignedUnit(): { userId: number | undefined; unitId: number | undefined } {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  return useMemo(() => {
    const user = getToken() ? getUser() : undefined;
    return { userId: user?.id_usuario, unitId: user ? getSelectedUnit()?.id_elemento : undefined };
  }, [version]);
}
