/**
 * The calls made around sign-in, with plain fetch so the sign-in screen stays free of react-admin.
 * Paths are the ones of platform-core section 7.
 */
import { apiUrl } from '../config/branding.js';
import { sessionHeaders, type SessionUnit, type SessionUser } from '../auth/session-store.js';
import { signInOutcomeFromAnswer, type SignInOutcome } from '../session/sign-in-outcome.js';

export type { SignInOutcome } from '../session/sign-in-outcome.js';

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
  return signInOutcomeOf(response);
}

/** The session or the refusal of a sign-in answer: `CAC/actions/login` and `CAC/actions/loginADFS` answer alike. */
export async function signInOutcomeOf(response: Response): Promise<SignInOutcome> {
  return signInOutcomeFromAnswer(response.ok, await readJson(response));
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
