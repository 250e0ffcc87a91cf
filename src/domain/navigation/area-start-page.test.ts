import { describe, expect, it } from 'vitest';
import { areaStartPage, type MenuArea } from './area-start-page.js';
import { filterMenu, type AccessMap } from './filter-menu.js';
import { permittedPathsOf } from './permitted-paths.js';
import { mainMenu, settingsMenu } from './route-table.js';

const read = { read: true, create: false, update: false, delete: false };
const grant = (...menuIds: string[]): AccessMap => Object.fromEntries(menuIds.map((id) => [id, read]));

function startOf(area: MenuArea, permissions: AccessMap, remembered?: string, isAdmin = false): string {
  const context = { isAdmin, permissions, clientRules: { scaleClients: [], restrictedClients: [] }, mobile: false, clientCode: 1 };
  const main = filterMenu(mainMenu, context);
  const settings = filterMenu(settingsMenu, context);
  const { paths } = permittedPathsOf([...main, ...settings], permissions, isAdmin);
  return areaStartPage(area, { remembered, areaMenu: area === 'main' ? main : settings, permittedPaths: paths, permissions, isAdmin });
}

describe('areaStartPage', () => {
  it.each<[string, MenuArea, AccessMap, string | undefined, string]>([
    ['only settings pages: main says it has none', 'main', grant('settings.unit-measurement'), undefined, '/main/empty'],
    ['never visited, default readable: the default', 'main', grant('analysis.analysis-process', 'log'), undefined, '/analysis/analysis-process'],
    [
      'default not readable: the first readable main page',
      'main',
      grant('operational-alerts', 'data-entry.logbook', 'settings.unit-measurement'),
      undefined,
      '/data-entry/logbook',
    ],
    ['a remembered page still readable', 'main', grant('analysis.analysis-process', 'log'), '/log?page=2', '/log?page=2'],
    ['a remembered page no longer readable', 'main', grant('operational-alerts'), '/analysis/analysis-process', '/operational-alerts'],
    ['the "no pages" page is not kept as a last page', 'main', grant('log'), '/main/empty', '/log'],
    [
      'settings: not the default tags page without its read',
      'settings',
      grant('settings.tags.groups', 'settings.unit-measurement'),
      undefined,
      '/settings/unit-measurement',
    ],
    ['settings: the default tags page when readable', 'settings', grant('settings.tags', 'settings.unit-measurement'), undefined, '/settings/tags'],
    ['settings: none readable', 'settings', grant('log'), undefined, '/settings/empty'],
  ])('%s', (_name, area, permissions, remembered, want) => {
    expect(startOf(area, permissions, remembered)).toBe(want);
  });

  it('opens the default pages for an administrator', () => {
    expect(startOf('main', {}, undefined, true)).toBe('/analysis/analysis-process');
    expect(startOf('settings', {}, undefined, true)).toBe('/settings/tags');
  });
});
