import { getToken, subscribeSession } from '../auth/session-store.js';

/** The selected unit's period (`EST/entities/PERIODO`), as the API answers it. */
export interface Period {
  id_periodo: number;
  id_elemento: number;
  timezone: string;
  day_offset?: number;
  per_d_ini: string;
  per_s_tp: number;
  per_sf_ini?: string;
  per_sf_fim?: string;
  shifts: { description: string; start: string; end: string }[];
}

/** Kept in persistent storage with the session (platform-core section 9); removed on sign-out. */
export const periodStorageKey = 'plataforma.period';

let cached: { text: string | null; period: Period | null } = { text: null, period: null };
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

function parsePeriod(text: string | null): Period | null {
  try {
    return text ? (JSON.parse(text) as Period) : null;
  } catch {
    return null;
  }
}

/** The stored period; the same object while storage holds the same text (a useSyncExternalStore snapshot). */
export function getPeriod(): Period | null {
  const text = localStorage.getItem(periodStorageKey);
  if (text === cached.text) return cached.period;
  cached = { text, period: parsePeriod(text) };
  return cached.period;
}

export function savePeriod(period: Period | null): void {
  if (period) localStorage.setItem(periodStorageKey, JSON.stringify(period));
  else localStorage.removeItem(periodStorageKey);
  changed();
}

export function subscribePeriod(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Sign-out clears storage: the period goes with the token.
subscribeSession(() => {
  if (!getToken() && localStorage.getItem(periodStorageKey) !== null) savePeriod(null);
});
