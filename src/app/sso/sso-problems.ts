import { audienceMatches, type SsoSettings } from '../../domain/sso/sso-identity.js';
import { ssoConstants } from './sso-constants.js';

/** Message keys of the single sign-on problems (the library messages of platform-core section 8). */
export const ssoMessages = {
  resourceRequired: 'auth.sso.resourceRequired',
  interactionInProgress: 'auth.sso.interactionInProgress',
  popupWindowNull: 'auth.sso.popupWindowNull',
  claimsInQuery: 'auth.sso.claimsInQuery',
  invalidState: 'auth.sso.invalidState',
  invalidIdToken: 'auth.sso.invalidIdToken',
  nonceMismatch: 'auth.sso.nonceMismatch',
  userLoginRequired: 'auth.sso.userLoginRequired',
  userInfoUnavailable: 'auth.sso.userInfoUnavailable',
  timeout: 'auth.sso.timeout',
  providerError: 'auth.sso.providerError',
  settingsUnavailable: 'auth.sso.settingsUnavailable',
  invalidHashToken: 'auth.sso.invalidHashToken',
} as const;

/** A problem the sign-in screen shows: a message key and, for provider errors, the provider's own words. */
export class SsoProblem extends Error {
  constructor(
    readonly messageKey: string,
    readonly description?: string,
  ) {
    super(messageKey);
  }
}

/** Settings that name no provider or no client: the library's "resource is required", before leaving for the provider. */
export function settingsProblem(settings: SsoSettings): SsoProblem | null {
  return settings.instance?.trim() && settings.clientId?.trim() ? null : new SsoProblem(ssoMessages.resourceRequired);
}

const numberClaim = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * Like the identity library's token cache: a token counts as expired `expiryOffsetSeconds` before
 * its `exp`; one without `exp` lives `defaultTokenLifeSeconds` from its `iat` (or from now).
 */
export function identityExpired(claims: Record<string, unknown>, nowSeconds: number): boolean {
  const expiresAt = numberClaim(claims.exp) ?? (numberClaim(claims.iat) ?? nowSeconds) + ssoConstants.defaultTokenLifeSeconds;
  return nowSeconds >= expiresAt - ssoConstants.expiryOffsetSeconds;
}

interface ExpectedIdentity {
  issuer: string;
  clientId: string;
  nonce: string;
  nowSeconds?: number;
}

/** The identity token belongs to this sign-in: issued by the provider, to this client, for the nonce sent, and still fresh. */
export function identityProblem(claims: Record<string, unknown>, expected: ExpectedIdentity): SsoProblem | null {
  if (claims.iss !== expected.issuer || !audienceMatches(claims.aud, expected.clientId)) return new SsoProblem(ssoMessages.invalidIdToken);
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) return new SsoProblem(ssoMessages.nonceMismatch);
  if (identityExpired(claims, expected.nowSeconds ?? Math.floor(Date.now() / 1000))) return new SsoProblem(ssoMessages.invalidIdToken);
  return null;
}

const stateErrors = /no matching state|state does not match|no state in response|authority mismatch|client_id mismatch/i;
const missingSettings = /client_id is required|no authority|redirect_uri is required/i;
const popupErrors = /popup|disposed window/i;
const claimsErrors = /claims cannot be passed/i;
const loginRequired = new Set(['login_required', 'interaction_required', 'account_selection_required', 'consent_required']);

/** What went wrong in the provider's answer or while checking it, as a message to show. */
export function problemOf(error: unknown): SsoProblem {
  if (error instanceof SsoProblem) return error;
  const { name, message = '', error: code, error_description: detail } = (error ?? {}) as Record<string, string | undefined>;
  if (name === 'ErrorResponse' && code) {
    return loginRequired.has(code) ? new SsoProblem(ssoMessages.userLoginRequired) : new SsoProblem(ssoMessages.providerError, detail ?? code);
  }
  if (name === 'ErrorTimeout') return new SsoProblem(ssoMessages.timeout);
  if (missingSettings.test(message)) return new SsoProblem(ssoMessages.resourceRequired);
  if (popupErrors.test(message)) return new SsoProblem(ssoMessages.popupWindowNull);
  if (claimsErrors.test(message)) return new SsoProblem(ssoMessages.claimsInQuery);
  if (stateErrors.test(message)) return new SsoProblem(ssoMessages.invalidState);
  if (/nonce/i.test(message)) return new SsoProblem(ssoMessages.nonceMismatch);
  return new SsoProblem(ssoMessages.invalidIdToken);
}
