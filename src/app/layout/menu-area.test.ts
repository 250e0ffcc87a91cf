import { describe, expect, it } from 'vitest';
import { areaOf, lastPageOf, otherArea, rememberPage } from './menu-area.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('menu areas', () => {
  it.each([
    ['/settings/tags', 'settings'],
    ['/settings/access-control/user-registration/5', 'settings'],
    ['/integration-settings', 'settings'],
    ['/analysis/analysis-process', 'main'],
    ['/log', 'main'],
    ['/', 'main'],
  ])('%s is in the %s area', (path, want) => {
    expect(areaOf(path)).toBe(want);
  });

  it('opens the default page of an area never visited', () => {
    const storage = memoryStorage();
    expect(lastPageOf('settings', storage)).toBe('/settings/tags');
    expect(lastPageOf('main', storage)).toBe('/analysis/analysis-process');
  });

  it('remembers the last page of each area separately', () => {
    const storage = memoryStorage();
    rememberPage('/settings/access-control/user-group?page=2', storage);
    rememberPage('/log', storage);
    rememberPage('/settings/tags/groups', storage);
    expect(lastPageOf('settings', storage)).toBe('/settings/tags/groups');
    expect(lastPageOf('main', storage)).toBe('/log');
    expect(otherArea('main')).toBe('settings');
  });
});
