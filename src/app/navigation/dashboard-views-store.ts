/**
 * The signed user's dashboard views in the selected unit (`GET GDV/entities/ALLVISAO/{id_usuario}`,
 * platform-core sections 2 and 7): the children of the main menu's `/dashboard` entry. Kept in
 * memory per (user, unit); loaded after sign-in and on every unit change.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/api-client.js';
import { getSelectedUnit, getUser, sessionVersion, subscribeSession } from '../auth/session-store.js';
import { dashboardViewsPath, type DashboardView } from '../../domain/navigation/dashboard-views.js';

const listeners = new Set<() => void>();
const loaded = new Map<string, readonly DashboardView[]>();
const pending = new Map<string, Promise<void>>();
let version = 0;
const none: readonly DashboardView[] = [];

const keyOf = (userId: number | undefined, unitId: number | undefined) => (userId === undefined || unitId === undefined ? undefined : `${userId}:${unitId}`);

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the views of the selected unit once per (user, unit) at a time; a failed call keeps what was known. */
export function loadDashboardViews(): Promise<void> {
  const userId = getUser()?.id_usuario;
  const unitId = getSelectedUnit()?.id_elemento;
  const key = keyOf(userId, unitId);
  if (!key || userId === undefined) return Promise.resolve();
  const running = pending.get(key);
  if (running) return running;
  const call = api(dashboardViewsPath(userId) as `GDV/entities/ALLVISAO/${number}`)
    .then((body) => {
      loaded.set(key, Array.isArray(body?.data) ? body.data : []);
      changed();
    })
    .catch(() => undefined)
    .finally(() => pending.delete(key));
  pending.set(key, call);
  return call;
}

/** The views of the signed user in the selected unit (empty until loaded). */
export function useDashboardViews(): readonly DashboardView[] {
  const session = useSyncExternalStore(subscribeSession, sessionVersion);
  useSyncExternalStore(subscribe, () => version);
  const key = keyOf(getUser()?.id_usuario, getSelectedUnit()?.id_elemento);
  useEffect(() => {
    void loadDashboardViews();
  }, [key, session]);
  return (key && loaded.get(key)) || none;
}
