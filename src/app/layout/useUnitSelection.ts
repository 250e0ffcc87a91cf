import { useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRefresh } from 'react-admin';
import { getSelectedUnit, getUnits, selectUnit, sessionVersion, subscribeSession } from '../auth/session-store.js';
import { resourceEndpoints } from '../../generated/data-provider-map.js';

/** The current resource's list path, so that a record of the previous unit is not left open. */
function listPathOf(pathname: string): string | undefined {
  const name = Object.keys(resourceEndpoints).find((resource) => pathname === `/${resource}` || pathname.startsWith(`/${resource}/`));
  return name && `/${name}`;
}

/**
 * The session's units and the selected one. Choosing a unit changes the id-element, plt-code and
 * client-code headers of every later call and refetches the data; it is not persisted.
 */
export function useUnitSelection() {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const units = useMemo(() => getUnits(), [version]);
  const selected = useMemo(() => getSelectedUnit(), [version]);

  function choose(idElemento: number) {
    selectUnit(idElemento);
    const listPath = listPathOf(pathname);
    if (listPath && listPath !== pathname) navigate(listPath);
    refresh();
  }

  return { units, selected, choose };
}
