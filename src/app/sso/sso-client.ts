import { decodeJwt } from 'jose';
import { OidcClient, UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { issuerOf, type SsoSettings } from '../../domain/sso/sso-identity.js';
import { callbackPath, ssoConstants, ssoStorage, ssoStoragePrefix } from './sso-constants.js';
import { identityProblem, problemOf, settingsProblem, SsoProblem, ssoMessages } from './sso-problems.js';
import { savePending, takePending, type PendingSignIn } from './sso-storage.js';

/** oidc-client-ts for one domain's provider: authorization code with PKCE, by redirect, kept in session storage. */
function clientSettings(settings: SsoSettings): UserManagerSettings {
  const store = new WebStorageStateStore({ store: ssoStorage(), prefix: ssoStoragePrefix });
  const seconds = ssoConstants.renewalTimeoutMs / 1000;
  return {
    authority: issuerOf(settings),
    client_id: settings.clientId,
    redirect_uri: new URL(callbackPath, window.location.origin).href,
    response_type: 'code',
    scope: ssoConstants.scope,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    requestTimeoutInSeconds: seconds,
    silentRequestTimeoutInSeconds: seconds,
    popupWindowFeatures: ssoConstants.popup,
    accessTokenExpiringNotificationTimeInSeconds: ssoConstants.expiryOffsetSeconds,
    userStore: store,
    stateStore: store,
  };
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Leaves for the provider's sign-in page; comes back to the sign-in screen with a code. */
export async function startSsoSignIn(domain: string, settings: SsoSettings, from: string): Promise<void> {
  const incomplete = settingsProblem(settings);
  if (incomplete) throw incomplete;
  const nonce = randomNonce();
  savePending({ domain, settings, nonce, from });
  try {
    await new UserManager(clientSettings(settings)).signinRedirect({ nonce });
  } catch (error) {
    takePending();
    throw problemOf(error);
  }
}

export interface SsoIdentity {
  idToken: string;
  claims: Record<string, unknown>;
}

/**
 * The provider's answer in `url`, checked against the sign-in this tab sent (`takePending()`,
 * undefined once used): its state, a code exchanged with the PKCE verifier, an identity token
 * for this client with the nonce sent. Throws an `SsoProblem`.
 */
export async function finishSsoSignIn(url: string, pending: PendingSignIn | undefined): Promise<SsoIdentity> {
  if (!pending) throw new SsoProblem(ssoMessages.invalidState);
  const manager = new UserManager(clientSettings(pending.settings));
  try {
    const user = await manager.signinRedirectCallback(url);
    // The platform session takes over; the identity token is kept only for sign-out.
    await manager.removeUser();
    const claims = user.id_token ? decodeJwt(user.id_token) : {};
    const problem = identityProblem(claims, { issuer: issuerOf(pending.settings), clientId: pending.settings.clientId, nonce: pending.nonce });
    if (problem || !user.id_token) throw problem ?? new SsoProblem(ssoMessages.invalidIdToken);
    return { idToken: user.id_token, claims };
  } catch (error) {
    throw problemOf(error);
  }
}

/** The provider's end-session address, back to `returnTo` afterwards; undefined when the provider has none. */
export async function endSessionUrl(settings: SsoSettings, idToken: string, returnTo: string): Promise<string | undefined> {
  try {
    const request = await new OidcClient(clientSettings(settings)).createSignoutRequest({ id_token_hint: idToken, post_logout_redirect_uri: returnTo });
    return request.url;
  } catch {
    return undefined;
  }
}
