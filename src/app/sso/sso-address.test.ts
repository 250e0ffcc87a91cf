import { describe, expect, it } from 'vitest';
import { hashToken } from './useHashTokenSignIn.js';
import { isProviderAnswer } from './sso-storage.js';
import { domainOf } from './useSsoSettings.js';

describe('domainOf', () => {
  it.each([
    ['?domain=acme', 'acme'],
    ['?domain=%20ACME.com%20&x=1', 'acme.com'],
    ['?domain=', undefined],
    ['', undefined],
  ])('%s', (search, want) => {
    expect(domainOf(search)).toBe(want);
  });
});

describe('isProviderAnswer', () => {
  it.each([
    ['?code=c1&state=s1&iss=x', true],
    ['?error=access_denied&state=s1', true],
    ['?code=c1', false],
    ['?domain=acme', false],
  ])('%s', (search, want) => {
    expect(isProviderAnswer(search)).toBe(want);
  });
});

describe('hashToken', () => {
  it.each([
    ['#token=abc_DEF-123', 'abc_DEF-123'],
    ['#other=1&token=t2', 't2'],
    ['#token=', undefined],
    ['#section', undefined],
    ['', undefined],
  ])('%s', (hash, want) => {
    expect(hashToken(hash)).toBe(want);
  });
});
