import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSignInDomain, signInPath } from './sign-in-domain.js';
import { installMemoryStorage } from '../../../tests/unit/memory-storage.js';

describe('the sign-in domain', () => {
  beforeEach(() => installMemoryStorage());

  it('is kept from the sign-in address and given back to sign-out', () => {
    rememberSignInDomain('?domain=acme.example&x=1');
    expect(signInPath()).toBe('/?domain=acme.example');
  });

  it('is forgotten by a sign-in without one', () => {
    rememberSignInDomain('?domain=acme.example');
    rememberSignInDomain('');
    expect(signInPath()).toBe('/');
  });

  it('is encoded', () => {
    rememberSignInDomain('?domain=a%26b');
    expect(signInPath()).toBe('/?domain=a%26b');
  });
});
