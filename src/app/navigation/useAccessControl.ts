import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getSelectedUnit, getUser, type SessionUnit } from '../auth/session-store.js';
import { useSessionValue } from '../auth/useSessionValue.js';
import { noClientRules, type ClientRules } from '../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../domain/navigation/filter-menu.js';
import { accessFor, accessVersion, loadAccess, subscribeAccess } from './access-control-store.js';

export interface AccessControl {
  /** False until the map of this user and unit is known (stored or fetched). */
  loaded: boolean;
  isAdmin: boolean;
  permissions: AccessMap;
  clientRules: ClientRules;
  unit: SessionUnit | undefined;
}

/** The signed user's access-control map in the selected unit; fetched after sign-in and on unit change. */
export function useAccessControl(): AccessControl {
  const stored = useSyncExternalStore(subscribeAccess, accessVersion);
  const user = useSessionValue(getUser);
  const unit = useSessionValue(getSelectedUnit);
  const unitId = unit?.id_elemento;
  useEffect(() => {
    // Always refresh once per user and unit: profiles may have changed since the stored copy.
    void loadAccess(unit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user and unit id, not per new copy of the unit object
  }, [user?.id_usuario, unitId]);
  return useMemo(() => {
    const access = accessFor(user?.id_usuario, unitId);
    return {
      loaded: access !== undefined,
      isAdmin: user?.usu_tipo === '1',
      permissions: access?.data ?? {},
      clientRules: access?.clientRules ?? noClientRules,
      unit,
    };
    // `stored` is the access store's change signal: the map is read again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, unit, unitId, stored]);
}
