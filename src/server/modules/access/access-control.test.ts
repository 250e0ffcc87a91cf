import { describe, expect, it } from 'vitest';
import type { CrudAction } from '../../../domain/entities/entity-model.js';
import { accessMapOf } from './access-control.js';
import { allPermissionIds } from '../../../domain/navigation/menu-paths.js';

const perms = (entries: Record<string, CrudAction[]>) => new Map(Object.entries(entries).map(([id, actions]) => [id, new Set(actions)]));

describe('accessMapOf', () => {
  it.each<[string, boolean, Record<string, CrudAction[]>, Record<string, unknown>]>([
    ['nothing granted', false, {}, {}],
    ['read only', false, { log: ['read'] }, { log: { read: true, create: false, update: false, delete: false } }],
    [
      'create without read',
      false,
      { 'settings.tags.groups': ['create'] },
      { 'settings.tags.groups': { read: false, create: true, update: false, delete: false } },
    ],
  ])('%s', (_name, isAdmin, granted, expected) => {
    expect(accessMapOf(isAdmin, perms(granted))).toEqual(expected);
  });

  it('gives admins every menu id, all granted', () => {
    const map = accessMapOf(true, perms({}));
    expect(Object.keys(map)).toEqual(allPermissionIds);
    expect(Object.values(map).every((entry) => entry.read && entry.create && entry.update && entry.delete)).toBe(true);
  });
});
