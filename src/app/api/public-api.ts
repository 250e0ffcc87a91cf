/**
 * The calls made around sign-in, with plain fetch so the sign-in screen stays free of react-admin.
 * Paths are the ones of platform-core section 7.
 */
import { apiUrl } from '../config/branding.js';
import { sessionHeaders, type Session, type SessionUnit, type SessionUser } from '../auth/session-store.js';

export type SignInOutcome =
  | { ok: true; session: Session }
  | { ok: false; messageKey: string; attempts?: number };

async function readJson(response: Response): Promise<any> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** True when `miscellaneous/signals/healthcheck` answers status 'pass'. */
export async function checkHealth(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('miscellaneous/signals/healthcheck'), { cache: 'no-store' });
    const body = await readJson(response);
    return response.ok && body?.status === 'pass';
  } catch {
    return false;
  }
}

export async function signIn(username: string, password: string): Promise<SignInOutcome> {
  const response = await fetch(apiUrl('CAC/actions/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await readJson(response);
  if (response.ok && body?.token) {
    return { ok: true, session: { token: body.token, user: body.data as SessionUser, units: (body.units ?? []) as SessionUnit[] } };
  }
  const attempts = typeof body?.tentativasLogin === 'number' ? body.tentativasLogin : undefined;
  return { ok: false, messageKey: body?.error?.message ?? 'auth.signin.failure', attempts };
}

/** Revokes the token on the server; a failure does not keep the user signed in. */
export async function revokeSession(): Promise<void> {
  try {
    await fetch(apiUrl('CAC/actions/logout'), { method: 'POST', headers: sessionHeaders() });
  } catch {
    // the local session is cleared anyway
  }
}

/** The signed user and units, or the HTTP status when the token is no longer valid. */
export async function fetchSession(): Promise<{ user: SessionUser; units: SessionUnit[] } | number> {
  const response = await fetch(apiUrl('CAC/queries/session'), { headers: sessionHeaders(), cache: 'no-store' });
  if (!response.ok) return response.status;
  const body = await readJson(response);
  return { user: body.data as SessionUser, units: (body.units ?? []) as SessionUnit[] };
}

/** The published version of the site, from /meta.json. */
export async function fetchPublishedVersion(): Promise<string | undefined> {
  try {
    const response = await fetch('/meta.json', { cache: 'no-store' });
    const body = await readJson(response);
    return typeof body?.version === 'string' ? body.version : undefined;
  } catch {
    return undefined;
  }
}
