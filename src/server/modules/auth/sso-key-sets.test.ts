import { describe, expect, it } from 'vitest';
import { isSafeKeyAddress, keySetOf } from './sso-key-sets.js';

describe('isSafeKeyAddress', () => {
  it.each([
    ['https://adfs.example.com/adfs/discovery/keys', true],
    ['http://127.0.0.1:8404/jwks', true],
    ['http://localhost/jwks', true],
    ['http://[::1]:9000/jwks', true],
    ['http://adfs.example.com/keys', false],
    ['http://127.0.0.1.example.com/keys', false],
    ['file:///etc/keys', false],
    ['not a url', false],
  ])('%s', (address, want) => {
    expect(isSafeKeyAddress(address)).toBe(want);
  });
});

describe('keySetOf', () => {
  it('refuses an issuer on plain HTTP elsewhere, without asking it anything', async () => {
    await expect(keySetOf('http://adfs.example.com/adfs')).rejects.toThrow(/neither https nor on this machine/);
  });
});
