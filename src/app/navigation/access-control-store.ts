/**
 * The access-control map of the selected unit (`POST CAC/queries/accessControl`), persisted in
 * localStorage (platform-core section 9) so that a reload shows the menu at once; refetched after
 * sign-in and on every unit change.
 */
import { api } from '../api/api-client.js';
import { getSelectedUnit, getUser, type SessionUnit } from '../auth/session-store.js';
import { noClientRules, type ClientRules } from '../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../domain/navigation/filter-menu.js';

export interface StoredAccess {
  userId: number;
  unitId: number;
  data: AccessMap;
  clientRules: ClientRules;
}

const key = 'plataforma.accessControl';
const listeners = new Set<() => void>();
let version = 0;
const pending = new Map<string, Promise<void>>();

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function readStoredAccess(): StoredAccess | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as StoredAccess) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored map when it is the one of this user and unit. */
export function accessFor(userId: number | undefined, unitId: number | undefined): StoredAccess | undefined {
  const stored = readStoredAccess();
  return stored && stored.userId === userId && stored.unitId === unitId ? stored : undefined;
}

export function saveAccess(access: StoredAccess): void {
  localStorage.setItem(key, JSON.stringify(access));
  changed();
}

export function clearAccess(): void {
  localStorage.removeItem(key);
  changed();
}

export const accessVersion = (): number => version;

export function subscribeAccess(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the map of the selected unit once per (user, unit) at a time; a failed call keeps what was stored. */
export function loadAccess(unit: SessionUnit | undefined = getSelectedUnit()): Promise<void> {
  const userId = getUser()?.id_usuario;
  if (!unit || userId === undefined) return Promise.resolve();
  const id = `${userId}:${unit.id_elemento}`;
  const running = pending.get(id);
  if (running) return running;
  const call = api('CAC/queries/accessControl', { method: 'POST', json: { id: unit.id_elemento, plt: unit.plt_codigo } })
    .then((body) => {
      saveAccess({ userId, unitId: unit.id_elemento, data: body?.data ?? {}, clientRules: body?.clientRules ?? noClientRules });
    })
    .catch(() => undefined)
    .finally(() => pending.delete(id));
  pending.set(id, call);
  return call;
}
