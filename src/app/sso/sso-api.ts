import type { SsoSettings } from '../../domain/sso/sso-identity.js';
import { signInOutcomeOf, type SignInOutcome } from '../api/public-api.js';
import { apiUrl } from '../config/branding.js';
import type { Session, SessionUnit, SessionUser } from '../auth/session-store.js';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** `GET ADFS/queries/DOMAIN`: the domain's settings, null when it has none (404). Throws when the server cannot tell. */
export async function fetchSsoSettings(domain: string): Promise<SsoSettings | null> {
  const response = await fetch(`${apiUrl('ADFS/queries/DOMAIN')}?${new URLSearchParams({ domain })}`, { headers: json, cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`ADFS/queries/DOMAIN answered ${response.status}`);
  return ((await response.json()) as { data: SsoSettings }).data;
}

/**
 * `POST CAC/actions/loginADFS`: `username` is the name the identity token gives the person,
 * `id` the identity token, `client` the client code of the domain's settings.
 */
export async function signInWithIdentityToken(request: { username: string; id: string; client: number }): Promise<SignInOutcome> {
  const response = await fetch(apiUrl('CAC/actions/loginADFS'), { method: 'POST', headers: json, body: JSON.stringify(request) });
  return signInOutcomeOf(response);
}

/** The session a platform token stands for (`GET CAC/queries/session`), or null when it is not valid. */
export async function sessionOfToken(token: string): Promise<Session | null> {
  const response = await fetch(apiUrl('CAC/queries/session'), { headers: { ...json, Authorization: `Bearer ${token}` }, cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { data: SessionUser; units?: SessionUnit[] };
  return { token, user: body.data, units: body.units ?? [] };
}
