import { describe, expect, it } from 'vitest';
import { accessWithinToken, lastUseIsStale, tokenMayCall, unitsOfTokenPlant } from './token-rules.js';
import { parseTokenInput } from './token-input.js';

const grant = { id: 1, createdBy: 7, clientId: 1, plantId: 10, scopes: [{ menu_id: 'settings.tags', read: true, write: false }] };

describe('tokenMayCall', () => {
  it.each([
    ['/MES/entities/MESTAG', true],
    ['/MES/entities/MESTAG/:id', true],
    ['/MES/queries/series', true],
    ['/MES/actions/writeValues', true],
    ['/CAC/entities/USUARIO/:id', false],
    ['/CAC/entities/TOKEN', false],
    ['/CAC/queries/session', false],
    ['/ADFS/entities/DOMAIN', false],
    ['/EST/queries/setNewContractDate', false],
    ['/INT/actions/uploadFile', false],
    [undefined, false],
  ])('%s -> %s', (route, allowed) => expect(tokenMayCall(route)).toBe(allowed));

  const bound = (kind: 'tv' | 'iframe') => ({ embed: { kind, viewId: 4, tabId: null, widgetId: null, unitId: 3 } });
  it.each([
    ['/GDV/queries/embed', true, true],
    ['/GDV/queries/tab-data', true, true],
    ['/GDV/queries/images/:id', true, true],
    ['/GDV/queries/hmi-data', true, true],
    ['/GDV/queries/powerbi-embed/:id_visao', true, true],
    ['/GDV/actions/images', false, false],
    ['/GDV/actions/tv-heartbeat', true, false],
    ['/GDV/actions/tv-leave', true, false],
    ['/GDV/entities/VISAO_WIDGET', false, false],
    ['/MES/queries/series', false, false],
    ['/GDV/actions/embed-links', false, false],
    ['/CAC/entities/TOKEN', false, false],
  ])('a dashboard-bound token: %s -> TV link %s, iframe export %s', (route, tv, iframe) => {
    expect(tokenMayCall(route, bound('tv'))).toBe(tv);
    expect(tokenMayCall(route, bound('iframe'))).toBe(iframe);
  });

  it('keeps an integration token off the embedding routes', () => {
    expect(tokenMayCall('/GDV/queries/embed', {})).toBe(false);
    expect(tokenMayCall('/GDV/queries/tab-data', {})).toBe(false);
    expect(tokenMayCall('/GDV/queries/hmi-data', {})).toBe(false);
    expect(tokenMayCall('/GDV/queries/powerbi-embed/:id_visao', {})).toBe(false);
  });
});

describe('accessWithinToken', () => {
  const unit = { id_elemento: 3 };
  it('drops admin rights and grants only the scopes', () => {
    const narrowed = accessWithinToken({ isAdmin: true, isSuperAdmin: true, permissions: new Map(), unit }, grant);
    expect(narrowed.isAdmin).toBe(false);
    expect(narrowed.isSuperAdmin).toBe(false);
    expect([...narrowed.permissions]).toEqual([['settings.tags', new Set(['read'])]]);
  });
  it('never goes beyond what a non-admin creator still holds', () => {
    const creator = { isAdmin: false, permissions: new Map([['settings.tags.groups', new Set(['read' as const])]]), unit };
    expect(accessWithinToken(creator, grant).permissions.size).toBe(0);
  });
  it('grants nothing without a unit', () => {
    expect(accessWithinToken({ isAdmin: true, permissions: new Map(), unit: null }, grant).permissions.size).toBe(0);
  });
});

it('keeps only the units of the token plant', () => {
  const units = [10, 11].map((plt) => ({ id_elemento: plt, ele_descri: '', plt_codigo: plt, plt_descri: '', cli_codigo: 1 }));
  expect(unitsOfTokenPlant(units, grant).map((unit) => unit.plt_codigo)).toEqual([10]);
});

it('writes the last use at most once a minute', () => {
  const now = new Date('2026-01-01T00:10:00Z');
  expect(lastUseIsStale(null, now)).toBe(true);
  expect(lastUseIsStale('2026-01-01T00:09:30Z', now)).toBe(false);
  expect(lastUseIsStale('2026-01-01T00:09:00Z', now)).toBe(true);
});

describe('parseTokenInput', () => {
  const grantable = new Set(['settings.tags', 'settings.product']);
  const now = new Date('2026-01-01T00:00:00Z');
  const ok = { name: ' Link ', scopes: [{ menu_id: 'settings.tags', read: true, write: false }], expires_at: '2026-02-01T00:00:00Z' };
  it('trims the name and normalises the expiry', () => {
    expect(parseTokenInput(ok, grantable, () => true, now)).toEqual({
      input: { name: 'Link', scopes: ok.scopes, expiresAt: '2026-02-01T00:00:00.000Z' },
    });
  });
  it.each([
    [{ scopes: [] }, 'scopes', 'tokens.errors.scopesRequired'],
    [{ scopes: [{ menu_id: 'settings.token', read: true, write: false }] }, 'scopes', 'tokens.errors.scopeForbidden'],
    [{ scopes: [{ menu_id: 'settings.tags', read: false, write: false }] }, 'scopes', 'tokens.errors.scopeEmpty'],
    [{ scopes: [ok.scopes[0], ok.scopes[0]] }, 'scopes', 'tokens.errors.scopeUnknown'],
    [{ expires_at: '2025-12-31T00:00:00Z' }, 'expires_at', 'tokens.errors.expiryPast'],
    [{ expires_at: '2030-01-01T00:00:00Z' }, 'expires_at', 'tokens.errors.expiryTooFar'],
    [{ expires_at: 'tomorrow' }, 'expires_at', 'validation.format.dateTime'],
    [{ name: '' }, 'name', 'global.labels.requiredField'],
  ])('refuses %j', (change, field, key) => {
    const result = parseTokenInput({ ...ok, ...change }, grantable, () => true, now);
    expect('errors' in result && result.errors[field]?.key).toBe(key);
  });
  it('refuses a scope the creator does not hold', () => {
    const result = parseTokenInput(ok, grantable, () => false, now);
    expect('errors' in result && result.errors.scopes?.key).toBe('tokens.errors.scopeBeyondCreator');
  });
});
