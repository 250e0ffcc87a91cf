import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractPublicKeyFrom } from './contract-key.js';
import { contractKeyWarningAtStart, demoKeyWarning, StartupRefusal } from './contract-key-at-start.js';

const demoPem = readFileSync('config/contract-public.pem', 'utf8');
const demoBase64 = contractPublicKeyFrom(demoPem).export({ type: 'spki', format: 'der' }).toString('base64');
const ownPem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('contractKeyWarningAtStart', () => {
  it.each([
    ['the demo key as PEM', demoPem],
    ['the demo key as base64 SPKI', demoBase64],
  ])('refuses %s in production', (_name, key) => {
    expect(() => contractKeyWarningAtStart({ production: true, contractPublicKey: key })).toThrow(StartupRefusal);
  });

  it('warns about the demo key outside production', () => {
    expect(contractKeyWarningAtStart({ production: false, contractPublicKey: demoBase64 })).toBe(demoKeyWarning);
  });

  it("says nothing about the vendor's own key, in production or not", () => {
    expect(contractKeyWarningAtStart({ production: true, contractPublicKey: ownPem })).toBeUndefined();
    expect(contractKeyWarningAtStart({ production: false, contractPublicKey: ownPem })).toBeUndefined();
  });
});
