import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsForToken, unverifiedClaims, verifyIdentityToken } from './sso-token.js';

const settings = { instance: 'https://id.example.test', tenant: null, clientId: 'plant-web', cli_codigo: 1 };
const now = () => Math.floor(Date.now() / 1000);
const claims = (): JWTPayload => ({ iss: settings.instance, aud: 'plant-web', sub: 'ana', nonce: 'n-1', iat: now(), exp: now() + 300 });

let providerKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

async function signed(payload: JWTPayload, key: CryptoKey | Uint8Array = providerKey, alg = 'RS256'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg, kid: 'k1' }).sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
});

describe('verifyIdentityToken', () => {
  it('gives the claims of a token of the issuer, for this client, in time, with a nonce', async () => {
    await expect(verifyIdentityToken(await signed(claims()), settings, keys)).resolves.toMatchObject({ sub: 'ana', nonce: 'n-1' });
  });

  it.each([
    ['another audience', { aud: 'other-app' }],
    ['another issuer', { iss: 'https://evil.example.test' }],
    ['an expired token', { iat: now() - 600, exp: now() - 120 }],
    ['no nonce', { nonce: undefined }],
    ['no subject', { sub: undefined }],
  ])('refuses %s', async (_name, change) => {
    await expect(verifyIdentityToken(await signed({ ...claims(), ...change }), settings, keys)).rejects.toThrow();
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const forger = await generateKeyPair('RS256');
    await expect(verifyIdentityToken(await signed(claims(), forger.privateKey), settings, keys)).rejects.toThrow(/signature/);
  });

  it('refuses a token signed with a shared secret', async () => {
    const token = await signed(claims(), new TextEncoder().encode('plant-web-secret-that-is-long-enough!'), 'HS256');
    await expect(verifyIdentityToken(token, settings, keys)).rejects.toThrow();
  });
});

describe('settingsForToken', () => {
  const other = { ...settings, instance: 'https://login.example.test/{tenant}/v2.0', tenant: 'acme', clientId: 'acme-web' };

  it.each([
    ['the first provider', { iss: settings.instance, aud: 'plant-web' }, settings],
    ['a tenant provider', { iss: 'https://login.example.test/acme/v2.0', aud: ['acme-web'] }, other],
    ['an unknown issuer', { iss: 'https://evil.example.test', aud: 'plant-web' }, undefined],
    ['a known issuer for another client', { iss: settings.instance, aud: 'acme-web' }, undefined],
  ])('%s', (_name, token, want) => {
    expect(settingsForToken([settings, other], token)).toEqual(want);
  });

  it('reads nothing from what is not a JWT', () => {
    expect(unverifiedClaims('not-a-token')).toEqual({});
  });
});
