import { describe, expect, it } from 'vitest';
import { identityProblem, problemOf, settingsProblem, SsoProblem, ssoMessages } from './sso-problems.js';

const now = 1_800_000_000;
const expected = { issuer: 'https://id.example.test', clientId: 'plant-web', nonce: 'n-1', nowSeconds: now };
const claims = { iss: expected.issuer, aud: 'plant-web', nonce: 'n-1', sub: 'ana', iat: now - 10, exp: now + 3600 };

describe('identityProblem', () => {
  it.each([
    ['a token of this sign-in', claims, null],
    ['a token for another client', { ...claims, aud: 'other-app' }, ssoMessages.invalidIdToken],
    ['a token of another issuer', { ...claims, iss: 'https://evil.example.test' }, ssoMessages.invalidIdToken],
    ['another nonce', { ...claims, nonce: 'n-2' }, ssoMessages.nonceMismatch],
    ['no nonce', { ...claims, nonce: undefined }, ssoMessages.nonceMismatch],
    ['a token within 300 s of its expiry', { ...claims, exp: now + 300 }, ssoMessages.invalidIdToken],
    ['a token just over 300 s from its expiry', { ...claims, exp: now + 301 }, null],
    ['no expiry, issued 3599 - 300 s ago', { ...claims, exp: undefined, iat: now - 3299 }, ssoMessages.invalidIdToken],
    ['no expiry, issued 3599 - 301 s ago', { ...claims, exp: undefined, iat: now - 3298 }, null],
  ])('%s', (_name, given, want) => {
    expect(identityProblem(given, expected)?.messageKey ?? null).toBe(want);
  });
});

const named = (name: string, message: string, extra: Record<string, string> = {}) => Object.assign(new Error(message), { name }, extra);

describe('problemOf', () => {
  it.each([
    ['a used or unknown state', new Error('No matching state found in storage'), ssoMessages.invalidState],
    ['a state that differs', new Error('State does not match'), ssoMessages.invalidState],
    ['a nonce that differs', new Error('nonce in id_token does not match nonce in client storage'), ssoMessages.nonceMismatch],
    ['a token without subject', new Error('ID Token is missing a subject claim'), ssoMessages.invalidIdToken],
    ['the provider asking for a login', named('ErrorResponse', 'x', { error: 'login_required' }), ssoMessages.userLoginRequired],
    ['the provider refusing', named('ErrorResponse', 'x', { error: 'access_denied', error_description: 'No access' }), ssoMessages.providerError],
    ['a provider too slow', named('ErrorTimeout', 'timed out'), ssoMessages.timeout],
    ['settings without a client id', new Error('A client_id is required'), ssoMessages.resourceRequired],
    ['settings without an authority', new Error('No authority or metadataUrl configured on settings'), ssoMessages.resourceRequired],
    ['a blocked popup', new Error('Popup blocked by user'), ssoMessages.popupWindowNull],
    ['a closed popup', new Error('Attempted to navigate on a disposed window'), ssoMessages.popupWindowNull],
    ['claims in the extra query parameters', new Error('claims cannot be passed as an extra query parameter'), ssoMessages.claimsInQuery],
    ['anything else', 'boom', ssoMessages.invalidIdToken],
  ])('%s', (_name, error, want) => {
    expect(problemOf(error).messageKey).toBe(want);
  });

  it("keeps the provider's description and an existing problem", () => {
    expect(problemOf(named('ErrorResponse', 'x', { error: 'access_denied', error_description: 'No access' })).description).toBe('No access');
    const problem = new SsoProblem(ssoMessages.userInfoUnavailable);
    expect(problemOf(problem)).toBe(problem);
  });
});

describe('the library messages of platform-core section 8', () => {
  it('has a message for each', () => {
    expect(Object.keys(ssoMessages)).toEqual(
      expect.arrayContaining([
        'resourceRequired',
        'userLoginRequired',
        'interactionInProgress',
        'timeout',
        'popupWindowNull',
        'userInfoUnavailable',
        'invalidState',
        'invalidIdToken',
        'nonceMismatch',
        'claimsInQuery',
      ]),
    );
  });

  it('refuses settings without instance or client id before leaving for the provider', () => {
    expect(settingsProblem({ instance: 'https://id.example.test', clientId: 'plant-web', cli_codigo: 1 })).toBeNull();
    expect(settingsProblem({ instance: ' ', clientId: 'plant-web', cli_codigo: 1 })?.messageKey).toBe(ssoMessages.resourceRequired);
    expect(settingsProblem({ instance: 'https://id.example.test', clientId: '', cli_codigo: 1 })?.messageKey).toBe(ssoMessages.resourceRequired);
  });
});
