import { useEffect, useSyncExternalStore } from 'react';
import { getSelectedUnit, getToken, getUnits, subscribeSession } from '../auth/session-store.js';
import { useHttpClient } from '../data/useHttpClient.js';
import { useAccessControl } from '../navigation/useAccessControl.js';
import { clearLoadFailures } from './load-failures.js';
import { unitDataRefreshMs } from './refresh-interval.js';
import { scheduleRefresh } from './refresh-schedule.js';
import { loadUnitData } from './unit-data-loader.js';
import { notifyUnitDataReloaded, onUnitDataRefreshRequest } from './unit-data-refresh.js';

/** Frames are read through the frames page's permission (`EM/entities/FRAME`). */
const framesMenuId = 'settings.event-manager.frames';

/** Which load is current: a new sign-in or another unit starts over. */
function loadKey(): string {
  const token = getToken();
  const unit = getSelectedUnit();
  return token && unit ? `${token}|${unit.id_elemento}` : '';
}

/**
 * Keeps the period and the tag and frame caches of the selected unit: loads them after sign-in
 * and on unit change (once the unit's access control is known), then every 15 minutes, and at
 * once when asked (requestUnitDataRefresh). Frames only for users who may read them. Mounted once,
 * in the signed layout.
 */
export function useUnitData(): void {
  const key = useSyncExternalStore(subscribeSession, loadKey);
  const http = useHttpClient();
  const access = useAccessControl();
  const readsFrames = access.isAdmin || access.permissions[framesMenuId]?.read === true;
  const ready = access.loaded || access.isAdmin;

  useEffect(() => {
    if (!key || !ready) return undefined;
    const unit = getSelectedUnit()!;
    const units = getUnits();
    const isCurrent = () => loadKey() === key;
    const get = async (path: string) => (await http(path)).json;
    const load = async () => {
      await loadUnitData(get, { unit, units, isCurrent, readsFrames });
      if (isCurrent()) notifyUnitDataReloaded();
    };
    const stop = scheduleRefresh(load, unitDataRefreshMs, onUnitDataRefreshRequest);
    return () => {
      stop();
      if (!getToken()) clearLoadFailures();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the http client changes with the language; a new language needs no reload.
  }, [key, ready, readsFrames]);
}
