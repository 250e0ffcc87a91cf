import { describe, expect, it } from 'vitest';
import { addedProfiles, grantsNoMoreThan } from './profile-grant-rules.js';
import { unionOfProfiles } from './permissions.js';

const profile = (menu_id: string, granted: Record<string, boolean>) =>
  unionOfProfiles([[{ menu_id, read: false, create: false, update: false, delete: false, ...granted }]]);

describe('grantsNoMoreThan', () => {
  const held = profile('tags', { read: true, update: true });
  it.each([
    ['the same', profile('tags', { read: true, update: true }), true],
    ['fewer actions', profile('tags', { read: true }), true],
    ['no action at all', profile('other', {}), true],
    ['one more action', profile('tags', { read: true, delete: true }), false],
    ['another menu', profile('other', { read: true }), false],
  ])('%s', (_name, granted, want) => {
    expect(grantsNoMoreThan(granted, held)).toBe(want);
  });
});

describe('addedProfiles', () => {
  const link = { id_usuario: 1, id_elemento: 10, profiles: [1, 2] };
  it.each([
    ['a new link gives all its profiles', { ...link }, undefined, [1, 2]],
    ['the same link gives only the new ones', { ...link, profiles: [2, 3] }, link, [3]],
    ['a link moved to another unit gives them all again', { ...link, id_elemento: 11, profiles: undefined }, link, [1, 2]],
    ['taking profiles back gives none', { ...link, profiles: [1] }, link, []],
  ])('%s', (_name, next, current, want) => {
    expect(addedProfiles(next, current)).toEqual(want);
  });
});
