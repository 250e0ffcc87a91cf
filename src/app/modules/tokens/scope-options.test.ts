import { expect, it } from 'vitest';
import { scopeOptions } from './scope-options.js';

it('offers pages with their trail, never access control or tokens, each once', () => {
  const options = scopeOptions();
  const ids = options.map((option) => option.menuId);
  expect(ids).toContain('settings.unit-measurement');
  expect(options.find((option) => option.menuId === 'settings.tags.groups')?.trail).toEqual([
    'menu.settings',
    'menu.settings.tags',
    'menu.settings.tags.groups',
  ]);
  expect(ids.some((id) => id.startsWith('settings.access-control') || id === 'settings.token')).toBe(false);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain('analysis');
});
