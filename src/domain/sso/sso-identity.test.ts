import { describe, expect, it } from 'vitest';
import { audienceMatches, discoveryUrlOf, identityNameOf, issuerOf } from './sso-identity.js';

describe('issuerOf', () => {
  it.each([
    ['the instance as written', { instance: 'https://adfs.example.com/adfs', tenant: '' }, 'https://adfs.example.com/adfs'],
    ['a trailing slash kept', { instance: 'http://127.0.0.1:8404/', tenant: null }, 'http://127.0.0.1:8404/'],
    ['the tenant placeholder filled', { instance: 'https://login.example.com/{tenant}/v2.0', tenant: 'acme' }, 'https://login.example.com/acme/v2.0'],
    ['a tenant without placeholder ignored', { instance: 'https://id.example.com', tenant: 'acme' }, 'https://id.example.com'],
  ])('%s', (_name, settings, want) => {
    expect(issuerOf(settings)).toBe(want);
  });
});

describe('discoveryUrlOf', () => {
  it.each([
    ['http://127.0.0.1:8404', 'http://127.0.0.1:8404/.well-known/openid-configuration'],
    ['https://adfs.example.com/adfs/', 'https://adfs.example.com/adfs/.well-known/openid-configuration'],
  ])('%s', (issuer, want) => {
    expect(discoveryUrlOf(issuer)).toBe(want);
  });
});

describe('identityNameOf', () => {
  it.each([
    ['preferred_username first', { preferred_username: 'ana', upn: 'ana@corp', email: 'a@corp' }, 'ana'],
    ['upn from ADFS', { upn: 'ana@corp.example', email: 'other@corp' }, 'ana@corp.example'],
    ['email when nothing else', { email: ' ana@corp.example ' }, 'ana@corp.example'],
    ['blank claims skipped', { preferred_username: ' ', unique_name: 'CORP\\ana' }, 'CORP\\ana'],
    ['no name at all', { sub: 'x1', preferred_username: 42 }, undefined],
  ])('%s', (_name, claims, want) => {
    expect(identityNameOf(claims)).toBe(want);
  });
});

describe('audienceMatches', () => {
  it.each([
    ['the same string', 'plant-web', true],
    ['a list holding it', ['api', 'plant-web'], true],
    ['another client', 'someone-else', false],
    ['a list without it', ['api'], false],
    ['missing', undefined, false],
  ])('%s', (_name, aud, want) => {
    expect(audienceMatches(aud, 'plant-web')).toBe(want);
  });
});
