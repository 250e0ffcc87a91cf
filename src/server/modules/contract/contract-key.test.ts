import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractPublicKeyFrom, encodeContractKey, readContractKey, type ContractKeyPayload } from './contract-key.js';

const vendor = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const payload: ContractKeyPayload = { cli: 1, until: '2027-12-31', iat: 1_780_000_000 };
const key = encodeContractKey(payload, vendor.privateKey);
const [body, signature] = key.split('.') as [string, string];
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readContractKey', () => {
  it('reads a key the vendor signed, one line and copy-pasteable', () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(key.length).toBeLessThan(160);
    expect(readContractKey(key, vendor.publicKey)).toEqual(payload);
  });

  it('ignores line breaks and spaces of a wrapped, pasted key', () => {
    const wrapped = `  ${key.slice(0, 40)}\n${key.slice(40, 90)}\r\n ${key.slice(90)}\n`;
    expect(readContractKey(wrapped, vendor.publicKey)).toEqual(payload);
  });

  it('refuses a key signed by anyone else', () => {
    expect(readContractKey(encodeContractKey(payload, stranger.privateKey), vendor.publicKey)).toBeUndefined();
  });

  it.each([
    ['another client', { ...payload, cli: 2 }],
    ['a later date', { ...payload, until: '2099-12-31' }],
    ['a newer issue time', { ...payload, iat: payload.iat + 1 }],
  ])('refuses a tampered payload: %s', (_name, changed) => {
    expect(readContractKey(`${b64(changed)}.${signature}`, vendor.publicKey)).toBeUndefined();
  });

  it('refuses a wrong signature', () => {
    const flipped = Buffer.from(signature, 'base64url');
    flipped[10]! ^= 1;
    expect(readContractKey(`${body}.${flipped.toString('base64url')}`, vendor.publicKey)).toBeUndefined();
    expect(readContractKey(`${body}.${signature.slice(0, 40)}`, vendor.publicKey)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['no signature', body],
    ['an empty signature', `${body}.`],
    ['three segments', `${key}.${signature}`],
    ['characters outside base64url', `${body}.${signature.slice(0, -1)}=`],
    ['a JWT-like header', `eyJhbGciOiJFZERTQSJ9.${key}`],
    ['far too long', `${'A'.repeat(2000)}.${signature}`],
  ])('refuses a malformed key: %s', (_name, text) => {
    expect(readContractKey(text, vendor.publicKey)).toBeUndefined();
  });

  it.each([
    ['not JSON', 'not json at all'],
    ['an array', [1, '2027-12-31', 1]],
    ['a missing field', { cli: 1, until: '2027-12-31' }],
    ['an extra field', { ...payload, admin: true }],
    ['a client code as text', { ...payload, cli: '1' }],
    ['a client code of zero', { ...payload, cli: 0 }],
    ['an impossible date', { ...payload, until: '2027-02-30' }],
    ['a date and time', { ...payload, until: '2027-12-31T00:00:00Z' }],
    ['a fractional issue time', { ...payload, iat: 1.5 }],
  ])('refuses a well-signed payload that is not a renewal: %s', (_name, value) => {
    const text = typeof value === 'string' ? Buffer.from(value).toString('base64url') : b64(value);
    const signed = encodeContractKey(payload, vendor.privateKey).split('.')[1];
    expect(readContractKey(`${text}.${signed}`, vendor.publicKey)).toBeUndefined();
    // Even correctly signed, the payload itself is refused.
    const own = sign(null, Buffer.from(text), vendor.privateKey).toString('base64url');
    expect(readContractKey(`${text}.${own}`, vendor.publicKey)).toBeUndefined();
  });
});

describe('contractPublicKeyFrom', () => {
  it('reads PEM and base64 SPKI alike', () => {
    const pem = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const der = vendor.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(readContractKey(key, contractPublicKeyFrom(pem))).toEqual(payload);
    expect(readContractKey(key, contractPublicKeyFrom(der))).toEqual(payload);
  });

  it('reads the committed demo key, which the test fixture private key matches', () => {
    const demoPublic = contractPublicKeyFrom(readFileSync('config/contract-public.pem', 'utf8'));
    const fixture = createPrivateKey(readFileSync('tests/fixtures/contract-private.pem', 'utf8'));
    expect(readContractKey(encodeContractKey(payload, fixture), demoPublic)).toEqual(payload);
  });

  it('refuses a private key, another algorithm and garbage', () => {
    const pkcs8 = vendor.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => contractPublicKeyFrom(pkcs8)).toThrow(/private key/);
    expect(() => contractPublicKeyFrom(rsa)).toThrow(/Ed25519/);
    expect(() => contractPublicKeyFrom('bm90IGEga2V5')).toThrow(/not a public key/);
  });
});
