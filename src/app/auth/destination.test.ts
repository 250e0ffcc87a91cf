import { describe, expect, it } from 'vitest';
import { defaultPath, originPath } from './destination.js';

describe('originPath', () => {
  it.each([
    ['our own from state', { from: '/settings/tags/groups?page=2' }, '/settings/tags/groups?page=2'],
    ['a router location', { from: { pathname: '/settings/unit-measurement', search: '' } }, '/settings/unit-measurement'],
    [
      "react-admin's nextPathname",
      { nextPathname: '/settings/access-control/user-registration/3', nextSearch: '' },
      '/settings/access-control/user-registration/3',
    ],
    ['nothing kept', undefined, defaultPath],
    ['a public path', { from: '/login' }, defaultPath],
  ])('%s', (_name, state, want) => {
    expect(originPath(state)).toBe(want);
  });

  it('defaults to the landing route, not to a page of its own choosing', () => {
    expect(defaultPath).toBe('/main');
  });
});
