import { describe, expect, it } from 'vitest';
import { notBuiltRoutes } from './not-built-routes.js';

const routes = notBuiltRoutes(new Set(['/settings/unit-measurement', '/log']));
const byPath = new Map(routes.map((route) => [route.path, route]));

describe('notBuiltRoutes', () => {
  it.each([
    ['/analysis/correlation', { path: '/analysis/correlation', labelKey: 'menu.analysis.correlation' }],
    ['/analysis', { path: '/analysis', labelKey: 'menu.analysis', redirectTo: '/analysis/analysis-process' }],
    ['/data-entry', { path: '/data-entry', labelKey: 'menu.data-entry', redirectTo: '/data-entry/manual-collector' }],
    ['/manufacture/panel/:id', { path: '/manufacture/panel/:id', labelKey: 'menu.manufacture.panel' }],
    ['/main', undefined], // the landing route, resolved by the route guard
    ['/settings/unit-measurement', undefined],
    ['/log', undefined],
    ['/home', undefined],
  ])('%s -> %j', (path, expected) => {
    expect(byPath.get(path)).toEqual(expected);
  });
});
