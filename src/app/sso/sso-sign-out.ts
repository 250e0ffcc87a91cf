import { callbackPath } from './sso-constants.js';
import { takeSignedIn } from './sso-storage.js';

/**
 * Where sign-out of a session opened through single sign-on (this platform token, this tab)
 * goes: the provider's end-session page, which returns to the sign-in screen with the domain;
 * that screen directly when the provider has no end-session page. Undefined for any other
 * session. Loads the OpenID client only when it is needed.
 */
export async function ssoSignOutTarget(platformToken: string | null): Promise<string | undefined> {
  const signedIn = takeSignedIn();
  if (!signedIn || !platformToken || signedIn.token !== platformToken) return undefined;
  const signInPath = `${callbackPath}?${new URLSearchParams({ domain: signedIn.domain })}`;
  const { endSessionUrl } = await import('./sso-client.js');
  return (await endSessionUrl(signedIn.settings, signedIn.idToken, new URL(signInPath, window.location.origin).href)) ?? signInPath;
}
