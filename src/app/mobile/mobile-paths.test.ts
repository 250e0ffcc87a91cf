import { describe, expect, it } from 'vitest';
import { bottomMenuItems, bottomMenuValue } from './mobile-paths.js';

describe('the bottom menu', () => {
  it('has home, dashboard and analysis-process', () => {
    expect(bottomMenuItems.map((item) => item.path)).toEqual(['/home', '/dashboard', '/analysis/analysis-process']);
  });

  it.each([
    ['/home', '/home'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/12', '/dashboard'],
    ['/analysis/analysis-process', '/analysis/analysis-process'],
    ['/analysis/correlation', false],
    ['/homepage', false],
    ['/settings/tags', false],
  ])('%s -> %s', (path, want) => {
    expect(bottomMenuValue(path)).toBe(want);
  });
});
