/**
 * The signed session, shared by the sign-in screen and the admin app (no react-admin here).
 * Token, user and units persist in localStorage; the selected unit lives in memory only,
 * as platform-core section 9 says the unit selection is not persisted.
 */
export interface SessionUser {
  id_usuario: number;
  usu_nome: string;
  usu_login?: string;
  usu_tipo: string;
  id_elemento?: number | null;
  [field: string]: unknown;
}

export interface SessionUnit {
  id_elemento: number;
  ele_descri: string;
  plt_codigo: number;
  plt_descri?: string;
  cli_codigo: number;
  /** The page this user opens at this unit (set per user and unit); absent: the default page. */
  initial_page?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
  units: SessionUnit[];
}

const keys = { token: 'plataforma.token', user: 'plataforma.user', units: 'plataforma.units' } as const;

let selectedUnitId: number | undefined;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function readJson<T>(key: string): T | undefined {
  const text = localStorage.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(keys.token, session.token);
  localStorage.setItem(keys.user, JSON.stringify(session.user));
  localStorage.setItem(keys.units, JSON.stringify(session.units));
  selectedUnitId = undefined;
  changed();
}

/**
 * Refreshes user and units (from `CAC/queries/session`), keeping the token and what only the
 * sign-in answer told (`password_has_necessary_length`).
 */
export function updateSession(user: SessionUser, units: SessionUnit[]): void {
  const known = getUser()?.password_has_necessary_length;
  localStorage.setItem(keys.user, JSON.stringify(known === undefined ? user : { password_has_necessary_length: known, ...user }));
  localStorage.setItem(keys.units, JSON.stringify(units));
  changed();
}

/** Lays fields over the stored user, e.g. after the user saved their own record. */
export function updateUser(changes: Partial<SessionUser>): void {
  const user = getUser();
  if (!user) return;
  localStorage.setItem(keys.user, JSON.stringify({ ...user, ...changes }));
  changed();
}

export function clearSession(): void {
  Object.values(keys).forEach((key) => localStorage.removeItem(key));
  selectedUnitId = undefined;
  changed();
}

export const getToken = (): string | null => localStorage.getItem(keys.token);
export const getUser = (): SessionUser | undefined => readJson<SessionUser>(keys.user);
export const getUnits = (): SessionUnit[] => readJson<SessionUnit[]>(keys.units) ?? [];

/** The chosen unit, else the user's own unit, else the first one. */
export function getSelectedUnit(): SessionUnit | undefined {
  const units = getUnits();
  const wanted = selectedUnitId ?? getUser()?.id_elemento ?? undefined;
  return units.find((unit) => unit.id_elemento === wanted) ?? units[0];
}

export function selectUnit(idElemento: number): void {
  selectedUnitId = idElemento;
  changed();
}

/** Changes on sign-in, sign-out, session refresh and unit change: a useSyncExternalStore snapshot. */
export const sessionVersion = (): number => version;

/** For useSyncExternalStore: called on sign-in, sign-out and unit change. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The headers every call after sign-in carries (platform-core section 7). */
export function sessionHeaders(): Record<string, string> {
  const token = getToken();
  const unit = getSelectedUnit();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (unit) {
    headers['client-code'] = String(unit.cli_codigo);
    headers['plt-code'] = String(unit.plt_codigo);
    headers['id-element'] = String(unit.id_elemento);
  }
  return headers;
}
