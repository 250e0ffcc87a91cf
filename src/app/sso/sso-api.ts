import type { SsoSettings } from '../../domain/sso/sso-identity.js';
import { ApiError } from '../api/api-error.js';
import { api } from '../api/api-client.js';
import { signInWith, type SignInOutcome } from '../api/public-api.js';
import type { Session } from '../auth/session-store.js';

/** `GET ADFS/queries/DOMAIN`: the domain's settings, null when it has none (404). Throws when the server cannot tell. */
export async function fetchSsoSettings(domain: string): Promise<SsoSettings | null> {
  try {
    return (await api('ADFS/queries/DOMAIN', { query: { domain }, auth: 'public', cache: 'no-store' })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `POST CAC/actions/loginADFS`: `username` is the name the identity token gives the person,
 * `id` the identity token, `client` the client code of the domain's settings.
 */
export function signInWithIdentityToken(request: { username: string; id: string; client: number }): Promise<SignInOutcome> {
  return signInWith('CAC/actions/loginADFS', request);
}

/** The session a platform token stands for (`GET CAC/queries/session`), or null when it is not valid. */
export async function sessionOfToken(token: string): Promise<Session | null> {
  try {
    const body = await api('CAC/queries/session', { auth: { token }, cache: 'no-store' });
    return { token, user: body.data, units: body.units ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return null;
    throw error;
  }
}
