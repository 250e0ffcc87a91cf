import { useMemo, useSyncExternalStore } from 'react';
import { getUser, sessionVersion, subscribeSession, type SessionUser } from '../auth/session-store.js';

/** The signed user as stored with the session, kept current when the session changes. */
export function useSignedUser(): SessionUser | undefined {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  return useMemo(() => getUser(), [version]);
}

export const isAdminUser = (user: Record<string, unknown> | undefined): boolean => user?.usu_tipo === '1';
