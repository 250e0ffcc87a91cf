import { useEffect, useSyncExternalStore } from 'react';
import { getSelectedUnit, getToken, getUnits, subscribeSession } from '../auth/session-store.js';
import { useHttpClient } from '../data/useHttpClient.js';
import { clearLoadFailures } from './load-failures.js';
import { unitDataRefreshMs } from './refresh-interval.js';
import { scheduleRefresh } from './refresh-schedule.js';
import { loadUnitData } from './unit-data-loader.js';

/** Which load is current: a new sign-in or another unit starts over. */
function loadKey(): string {
  const token = getToken();
  const unit = getSelectedUnit();
  return token && unit ? `${token}|${unit.id_elemento}` : '';
}

/**
 * Keeps the period and the tag and frame caches of the selected unit: loads them after sign-in
 * and on unit change, then every 15 minutes. Mounted once, in the signed layout.
 */
export function useUnitData(): void {
  const key = useSyncExternalStore(subscribeSession, loadKey);
  const http = useHttpClient();

  useEffect(() => {
    if (!key) return undefined;
    const unit = getSelectedUnit()!;
    const units = getUnits();
    const isCurrent = () => loadKey() === key;
    const get = async (path: string) => (await http(path)).json;
    const stop = scheduleRefresh(() => loadUnitData(get, { unit, units, isCurrent }), unitDataRefreshMs);
    return () => {
      stop();
      if (!getToken()) clearLoadFailures();
    };
    // The http client changes with the language; a new language needs no reload.
  }, [key]);
}
