/**
 * The calls made around sign-in, through the API client (which is free of react-admin, so the
 * sign-in screen stays light). Paths are the ones of platform-core section 7. None of them hands
 * a 401 to the shell's sign-out: here a 401 is a refused sign-in or an already ended session.
 */
import type { SessionUnit, SessionUser } from '../auth/session-store.js';
import { signInOutcomeFromAnswer, type SignInOutcome } from '../session/sign-in-outcome.js';
import { ApiError } from './api-error.js';
import { api } from './api-client.js';

export type { SignInOutcome } from '../session/sign-in-outcome.js';

/** True when `miscellaneous/signals/healthcheck` answers status 'pass'. */
export async function checkHealth(): Promise<boolean> {
  try {
    const body = await api('miscellaneous/signals/healthcheck', { auth: 'public', cache: 'no-store' });
    return body?.status === 'pass';
  } catch {
    return false;
  }
}

/**
 * A sign-in call (`CAC/actions/login`, `CAC/actions/loginADFS` answer alike): the session, or the
 * refusal the answer describes. Throws when the server cannot be reached.
 */
export async function signInWith(path: 'CAC/actions/login' | 'CAC/actions/loginADFS', request: object): Promise<SignInOutcome> {
  try {
    return signInOutcomeFromAnswer(true, await api(path, { method: 'POST', json: request, auth: 'public' }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    return signInOutcomeFromAnswer(false, error.body);
  }
}

export const signIn = (username: string, password: string): Promise<SignInOutcome> => signInWith('CAC/actions/login', { username, password });

/** Revokes the token on the server; a failure does not keep the user signed in. */
export async function revokeSession(): Promise<void> {
  try {
    await api('CAC/actions/logout', { method: 'POST', auth: 'optional' });
  } catch {
    // the local session is cleared anyway
  }
}

/** The signed user and units, or the HTTP status when the token is no longer valid. Throws when offline. */
export async function fetchSession(): Promise<{ user: SessionUser; units: SessionUnit[] } | number> {
  try {
    const body = await api('CAC/queries/session', { auth: 'optional', cache: 'no-store' });
    return { user: body.data, units: body.units ?? [] };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    return error.status;
  }
}

/** The published version of the site, from /meta.json. */
export async function fetchPublishedVersion(): Promise<string | undefined> {
  try {
    const body = await api('/meta.json', { base: 'site', auth: 'public', cache: 'no-store' });
    return typeof body?.version === 'string' ? body.version : undefined;
  } catch {
    return undefined;
  }
}
