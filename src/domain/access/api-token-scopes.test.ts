import { expect, it } from 'vitest';
import { actionsOfScope, isTokenForbiddenMenu, tokenPermissions, tokenScopeMenuIds } from './api-token-scopes.js';

it('reads read as read and write as create, update and delete', () => {
  expect(actionsOfScope({ menu_id: 'x', read: true, write: true })).toEqual(['read', 'create', 'update', 'delete']);
  expect(actionsOfScope({ menu_id: 'x', read: false, write: false })).toEqual([]);
});

it('never grants access control or the token page', () => {
  expect(isTokenForbiddenMenu('settings.access-control.user-registration')).toBe(true);
  expect(isTokenForbiddenMenu('settings.token')).toBe(true);
  expect(isTokenForbiddenMenu('settings.tokens-like')).toBe(false);
  expect(tokenScopeMenuIds(['settings.tags', 'settings.access-control', 'settings.token'])).toEqual(['settings.tags']);
});

it('keeps of each scope only what the creator holds, and drops forbidden pages even if stored', () => {
  const granted = tokenPermissions(
    [
      { menu_id: 'settings.tags', read: true, write: true },
      { menu_id: 'settings.access-control.access-profile', read: true, write: true },
    ],
    (menu, action) => menu !== 'settings.tags' || action !== 'delete',
  );
  expect([...granted]).toEqual([['settings.tags', new Set(['read', 'create', 'update'])]]);
});
