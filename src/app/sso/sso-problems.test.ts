import { describe, expect, it } from 'vitest';
import { identityProblem, problemOf, SsoProblem, ssoMessages } from './sso-problems.js';

const expected = { issuer: 'https://id.example.test', clientId: 'plant-web', nonce: 'n-1' };
const claims = { iss: expected.issuer, aud: 'plant-web', nonce: 'n-1', sub: 'ana' };

describe('identityProblem', () => {
  it.each([
    ['a token of this sign-in', claims, null],
    ['a token for another client', { ...claims, aud: 'other-app' }, ssoMessages.invalidIdToken],
    ['a token of another issuer', { ...claims, iss: 'https://evil.example.test' }, ssoMessages.invalidIdToken],
    ['another nonce', { ...claims, nonce: 'n-2' }, ssoMessages.nonceMismatch],
    ['no nonce', { ...claims, nonce: undefined }, ssoMessages.nonceMismatch],
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
