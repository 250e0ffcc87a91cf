import { describe, expect, it } from 'vitest';
import { filterMenu, type AccessMap, type MenuFilterContext } from './filter-menu.js';
import { flattenMenu } from './menu-paths.js';
import { mainMenu, settingsMenu, type RouteNode } from './route-table.js';

const read = { read: true, create: false, update: false, delete: false };
const base: MenuFilterContext = { isAdmin: false, permissions: {}, clientRules: { scaleClients: [], restrictedClients: [] }, mobile: false, clientCode: 1 };
const ids = (tree: readonly RouteNode[]) => flattenMenu(tree).map((node) => node.menuId);
const grant = (...menuIds: string[]): AccessMap => Object.fromEntries(menuIds.map((id) => [id, read]));

describe('filterMenu (main menu)', () => {
  it.each<[string, Partial<MenuFilterContext>, string[]]>([
    ['nothing granted: dashboard only', {}, ['dashboard']],
    ['mobile: dashboard and home', { mobile: true }, ['dashboard', 'home']],
    ['one child readable: its parent appears', { permissions: grant('analysis.correlation') }, ['dashboard', 'analysis', 'analysis.correlation']],
    ['a group’s own readable entry shows it, childless', { permissions: grant('export') }, ['dashboard', 'export']],
    ['read false is not read', { permissions: { log: { ...read, read: false, create: true } } }, ['dashboard']],
    ['leaf readable', { permissions: grant('log', 'alarm-management') }, ['dashboard', 'alarm-management', 'log']],
    ['scale removed for other clients, even granted', { permissions: grant('scale') }, ['dashboard']],
    ['scale kept for a scale client', { permissions: grant('scale'), clientRules: { scaleClients: [1], restrictedClients: [] } }, ['dashboard', 'scale']],
    [
      'restricted client loses root cause, loops, maintenance',
      {
        permissions: grant('root-cause.action-list', 'control-loop-management.overview', 'integrated-maintenance.report', 'log'),
        clientRules: { scaleClients: [], restrictedClients: [1] },
      },
      ['dashboard', 'log'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(ids(filterMenu(mainMenu, { ...base, ...context }))).toEqual(expected);
  });

  it('admins see everything but home (desktop) and scale (not a scale client)', () => {
    const all = ids(mainMenu).filter((id) => id !== 'home' && id !== 'scale');
    expect(ids(filterMenu(mainMenu, { ...base, isAdmin: true }))).toEqual(all);
  });

  it('restricted admins lose the restricted routes too', () => {
    const tree = filterMenu(mainMenu, { ...base, isAdmin: true, clientRules: { scaleClients: [1], restrictedClients: [1] } });
    expect(ids(tree)).not.toContain('root-cause');
    expect(ids(tree)).toContain('scale');
  });
});

describe('filterMenu (settings menu)', () => {
  it.each<[string, Partial<MenuFilterContext>, string[]]>([
    ['nothing granted: empty', {}, []],
    ['standalone page', { permissions: grant('settings.unit-measurement') }, ['settings.unit-measurement']],
    [
      'user-units follows user-registration',
      { permissions: grant('settings.access-control.user-registration') },
      ['settings.access-control', 'settings.access-control.user-registration', 'settings.access-control.user-units'],
    ],
    [
      'deep child shows both parents',
      { permissions: grant('settings.operational-security.registration.instrument-risk') },
      ['settings.operational-security', 'settings.operational-security.registration', 'settings.operational-security.registration.instrument-risk'],
    ],
    [
      'restricted client loses elements tree and settings pages',
      {
        permissions: grant('settings.operational-structure.elements-tree', 'settings.root-cause.causes', 'settings.operational-structure.parameters'),
        clientRules: { scaleClients: [], restrictedClients: [1] },
      },
      ['settings.operational-structure', 'settings.operational-structure.parameters'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(ids(filterMenu(settingsMenu, { ...base, ...context }))).toEqual(expected);
  });

  it.each<[string, Partial<MenuFilterContext>, string[]]>([
    [
      'the tags page is listed first in its group when readable',
      { permissions: grant('settings.tags', 'settings.tags.groups') },
      ['settings.tags', 'settings.tags', 'settings.tags.groups'],
    ],
    ['not without its own read', { permissions: grant('settings.tags.groups') }, ['settings.tags', 'settings.tags.groups']],
    ['admins get it too', { isAdmin: true }, ['settings.tags', 'settings.tags', 'settings.tags.groups', 'settings.tags.goals']],
  ])('%s', (_name, context, expected) => {
    const tags = filterMenu(settingsMenu, { ...base, ...context }).filter((node) => node.menuId === 'settings.tags');
    expect(ids(tags)).toEqual(expected);
    const entry = tags[0]?.children?.[0];
    expect(entry?.pageOfGroup === true).toBe(expected.length > 1 && expected[1] === 'settings.tags');
    if (entry?.pageOfGroup) expect({ path: entry.path, children: entry.children }).toEqual({ path: '/settings/tags', children: undefined });
  });

  it('the tags page shows with its own read, without its children', () => {
    const tree = filterMenu(settingsMenu, { ...base, permissions: grant('settings.tags.tags', 'settings.tags') });
    expect(ids(tree)).toEqual(['settings.tags']);
  });
});
