import { audienceMatches } from '../../domain/sso/sso-identity.js';

/** Message keys of the single sign-on problems (the library messages of platform-core section 8). */
export const ssoMessages = {
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

/** The identity token belongs to this sign-in: issued by the provider, to this client, for the nonce sent. */
export function identityProblem(claims: Record<string, unknown>, expected: { issuer: string; clientId: string; nonce: string }): SsoProblem | null {
  if (claims.iss !== expected.issuer || !audienceMatches(claims.aud, expected.clientId)) return new SsoProblem(ssoMessages.invalidIdToken);
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) return new SsoProblem(ssoMessages.nonceMismatch);
  return null;
}

const stateErrors = /no matching state|state does not match|no state in response|authority mismatch|client_id mismatch/i;
const loginRequired = new Set(['login_required', 'interaction_required', 'account_selection_required', 'consent_required']);

/** What went wrong in the provider's answer or while checking it, as a message to show. */
export function problemOf(error: unknown): SsoProblem {
  if (error instanceof SsoProblem) return error;
  const { name, message = '', error: code, error_description: detail } = (error ?? {}) as Record<string, string | undefined>;
  if (name === 'ErrorResponse' && code) {
    return loginRequired.has(code) ? new SsoProblem(ssoMessages.userLoginRequired) : new SsoProblem(ssoMessages.providerError, detail ?? code);
  }
  if (name === 'ErrorTimeout') return new SsoProblem(ssoMessages.timeout);
  if (stateErrors.test(message)) return new SsoProblem(ssoMessages.invalidState);
  if (/nonce/i.test(message)) return new SsoProblem(ssoMessages.nonceMismatch);
  return new SsoProblem(ssoMessages.invalidIdToken);
}
