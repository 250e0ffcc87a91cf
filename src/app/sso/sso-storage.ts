import type { SsoSettings } from '../../domain/sso/sso-identity.js';
import { ssoStorage, ssoStoragePrefix } from './sso-constants.js';

/** A sign-in sent to the provider and not yet back: what the answer is checked against. */
export interface PendingSignIn {
  domain: string;
  settings: SsoSettings;
  nonce: string;
  /** Where to go once signed in. */
  from: string;
}

/** A platform session opened through the provider: what sign-out needs to end the provider's session too. */
export interface SsoSignedIn {
  domain: string;
  settings: SsoSettings;
  idToken: string;
  /** The platform token it opened; another session (a later password sign-in) is not the provider's to end. */
  token: string;
}

const keys = { pending: `${ssoStoragePrefix}pending`, signedIn: `${ssoStoragePrefix}signed-in` } as const;

function read<T>(key: string): T | undefined {
  try {
    const text = ssoStorage().getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const savePending = (pending: PendingSignIn): void => ssoStorage().setItem(keys.pending, JSON.stringify(pending));

/** Read once: a state is good for one answer, so a replayed answer finds nothing. */
export function takePending(): PendingSignIn | undefined {
  const pending = read<PendingSignIn>(keys.pending);
  ssoStorage().removeItem(keys.pending);
  return pending;
}

export const saveSignedIn = (signedIn: SsoSignedIn): void => ssoStorage().setItem(keys.signedIn, JSON.stringify(signedIn));

/** Read once, at sign-out. */
export function takeSignedIn(): SsoSignedIn | undefined {
  const signedIn = read<SsoSignedIn>(keys.signedIn);
  ssoStorage().removeItem(keys.signedIn);
  return signedIn;
}

/** True when the address is the provider's answer (a code or an error, with the state). */
export function isProviderAnswer(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
