import { describe, expect, it } from 'vitest';
import { isPermittedPath, owningMenuPath, resolveRoute, type Redirect, type RouteState } from './resolve-route.js';
import { permittedPathsOf } from './permitted-paths.js';
import { filterMenu } from './filter-menu.js';
import { mainMenu, settingsMenu } from './route-table.js';

const read = { read: true, create: false, update: false, delete: false };
const permissions = { 'analysis.correlation': read, 'settings.unit-measurement': read, 'manufacture.panel': read };
const context = { isAdmin: false, permissions, clientRules: { scaleClients: [], restrictedClients: [] }, mobile: false, clientCode: 1 };
const permitted = permittedPathsOf([...filterMenu(mainMenu, context), ...filterMenu(settingsMenu, context)], permissions, false);

const signed: RouteState = {
  path: '/',
  signed: true,
  contractExpired: false,
  mobile: false,
  permittedPaths: permitted.paths,
  firstPermittedPath: permitted.first,
};

describe('permittedPathsOf', () => {
  it('lists the visible paths, the detail routes of visible entries and the first page', () => {
    expect(permitted.first).toBe('/analysis/correlation');
    expect(permitted.paths).toEqual([
      '/dashboard',
      '/analysis',
      '/analysis/correlation',
      '/manufacture',
      '/manufacture/panel',
      '/settings/unit-measurement',
      '/dashboard/:id',
      '/manufacture/panel/:id',
    ]);
  });

  it("permits a group's own page (the tags list) only with read on it, not because a child is readable", () => {
    const pathsWith = (granted: Record<string, typeof read>) =>
      permittedPathsOf(filterMenu(settingsMenu, { ...context, permissions: granted }), granted, false).paths;
    const groupsOnly = pathsWith({ 'settings.tags.groups': read });
    expect(groupsOnly).toContain('/settings/tags/groups');
    expect(groupsOnly).not.toContain('/settings/tags');
    expect(resolveRoute({ ...signed, path: '/settings/tags', permittedPaths: groupsOnly, firstPermittedPath: '/settings/tags/groups' })).toEqual({
      to: '/settings/tags/groups',
    });
    expect(pathsWith({ 'settings.tags': read, 'settings.tags.groups': read })).toContain('/settings/tags');
  });
});

describe('resolveRoute', () => {
  it.each<[string, Partial<RouteState>, Redirect | null]>([
    [
      'unsigned on a private route goes to sign-in with the origin',
      { signed: false, path: '/analysis/correlation?x=1' },
      { to: '/', state: { from: '/analysis/correlation?x=1' } },
    ],
    ['unsigned keeps the domain', { signed: false, path: '/log', domain: 'acme.com' }, { to: '/?domain=acme.com', state: { from: '/log' } }],
    ['unsigned on sign-in stays', { signed: false, path: '/login' }, null],
    ['unsigned on the embedded component stays', { signed: false, path: '/iframe/component' }, null],
    ['expired contract goes to /expired', { contractExpired: true, path: '/analysis/correlation' }, { to: '/expired' }],
    ['expired contract stays on /expired', { contractExpired: true, path: '/expired' }, null],
    ['signed on / goes to the initial page', { path: '/', initialPage: '/settings/unit-measurement' }, { to: '/settings/unit-measurement' }],
    ['signed on /login without initial page goes to the first permitted', { path: '/login' }, { to: '/analysis/correlation' }],
    ['signed on / on mobile goes home', { path: '/', mobile: true, initialPage: '/log' }, { to: '/home' }],
    ['a permitted page stays', { path: '/analysis/correlation' }, null],
    ['a create page of a permitted entry stays', { path: '/settings/unit-measurement/create' }, null],
    ['a permitted detail stays', { path: '/manufacture/panel/12' }, null],
    ['a forbidden detail goes to the first permitted', { path: '/manufacture/receipt-inspection/3' }, { to: '/analysis/correlation' }],
    ['a forbidden page goes to the first permitted', { path: '/settings/access-control/user-registration' }, { to: '/analysis/correlation' }],
    ['a child of a permitted parent page is not permitted by it', { path: '/analysis/operator' }, { to: '/analysis/correlation' }],
    ['always allowed: root cause', { path: '/root-cause' }, null],
    ['always allowed: integration api', { path: '/settings/integration/api' }, null],
    ['always allowed: expired', { path: '/expired' }, null],
    ['always allowed: embedded component', { path: '/iframe/component' }, null],
    ['/main lands on the initial page', { path: '/main', initialPage: '/analysis/analysis-process' }, { to: '/analysis/analysis-process' }],
    ['/main without initial page lands on the first permitted', { path: '/main' }, { to: '/analysis/correlation' }],
    ['/main on mobile goes home', { path: '/main', mobile: true }, { to: '/home' }],
    ['the empty-area pages are open', { path: '/main/empty' }, null],
    ['dashboard views are open', { path: '/dashboard/4' }, null],
    ['unmatched goes to the initial page', { path: '/no/such/page', initialPage: '/settings/unit-measurement' }, { to: '/settings/unit-measurement' }],
    ['unmatched without initial page goes to the first permitted', { path: '/nowhere' }, { to: '/analysis/correlation' }],
    ['a removed route goes to the first permitted', { path: '/scale', removedPaths: ['/scale'] }, { to: '/analysis/correlation' }],
    ['no permitted page: the default main page stays', { path: '/analysis/analysis-process', permittedPaths: [], firstPermittedPath: undefined }, null],
  ])('%s', (_name, state, expected) => {
    expect(resolveRoute({ ...signed, ...state })).toEqual(expected);
  });
});

describe('owningMenuPath and isPermittedPath', () => {
  it.each([
    ['/settings/tags/groups/5', '/settings/tags/groups'],
    ['/settings/tags/7', '/settings/tags'],
    ['/analysis', '/analysis'],
    ['/zzz', undefined],
  ])('%s belongs to %s', (path, owner) => {
    expect(owningMenuPath(path)).toBe(owner);
  });

  it.each([
    ['/settings/unit-measurement/3/show', true],
    ['/settings/unit-measurement-x', false],
    ['/manufacture/panel/1', true],
  ])('%s permitted: %s', (path, expected) => {
    expect(isPermittedPath(path, permitted.paths)).toBe(expected);
  });
});
