import { getSelectedUnit, getToken, getUser } from '../../auth/session-store.js';
import { useSessionValue } from '../../auth/useSessionValue.js';

/** The signed user's id and selected unit id; both undefined when signed out. */
export function useSignedUnit(): { userId: number | undefined; unitId: number | undefined } {
  return useSessionValue(() => {
    const user = getToken() ? getUser() : undefined;
    return { userId: user?.id_usuario, unitId: user ? getSelectedUnit()?.id_elemento : undefined };
  });
}
