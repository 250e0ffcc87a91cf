import { getUser, type SessionUser } from '../auth/session-store.js';
import { useSessionValue } from '../auth/useSessionValue.js';

/** The signed user as stored with the session, kept current when the session changes. */
export function useSignedUser(): SessionUser | undefined {
  return useSessionValue(getUser);
}

export const isAdminUser = (user: { usu_tipo?: unknown } | undefined): boolean => user?.usu_tipo === '1';
