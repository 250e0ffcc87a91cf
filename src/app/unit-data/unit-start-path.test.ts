import { describe, expect, it } from 'vitest';
import { unitStartPath } from './unit-start-path.js';

describe('the path after choosing a unit', () => {
  it('is the unit initial page when set, else /', () => {
    expect(unitStartPath({ initial_page: '/settings/tags/groups' })).toBe('/settings/tags/groups');
    expect(unitStartPath({ initial_page: null })).toBe('/');
    expect(unitStartPath({})).toBe('/');
    expect(unitStartPath(undefined)).toBe('/');
  });

  it('never leaves the app', () => {
    expect(unitStartPath({ initial_page: '//evil.example' })).toBe('/');
    expect(unitStartPath({ initial_page: 'https://evil.example' })).toBe('/');
  });
});
