import { describe, expect, it } from 'vitest';
import { permissionMap } from '../../generated/permissions.js';
import { allMenuNodes, findByPath, isSettingsPath, menuIdOfPath, normalizePath, permissionIdOf } from './menu-paths.js';
import { mainMenu, menuIdOf, settingsMenu } from './route-table.js';

describe('route table', () => {
  it('derives menu ids and label keys from paths', () => {
    for (const node of allMenuNodes) {
      expect(node.menuId).toBe(menuIdOf(node.path));
      expect(node.labelKey).toBe(`menu.${node.menuId}`);
    }
  });

  it('has no path twice', () => {
    const paths = allMenuNodes.map((node) => node.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the spec order of the main menu', () => {
    expect(mainMenu.map((node) => node.path)).toEqual([
      '/dashboard',
      '/home',
      '/analysis',
      '/data-mining',
      '/control-loop-management',
      '/statistical-control',
      '/root-cause',
      '/equipment-management',
      '/industrial-planning',
      '/ops-management',
      '/integrated-maintenance',
      '/manufacture',
      '/alarm-management',
      '/operational-security',
      '/management-of-changes',
      '/data-entry',
      '/export',
      '/scale',
      '/operational-alerts',
      '/consistency',
      '/log',
    ]);
  });

  it.each([
    ['analysis.analysis-process', '/analysis/analysis-process'],
    ['settings.tags.groups', '/settings/tags/groups'],
    ['settings.operational-security.registration.instrument-interlock', '/settings/operational-security/registration/instrument-interlock'],
    ['settings.management-of-changes.approval-matrix', '/settings/management-of-changes/approval-matrix'],
    ['industrial-planning.mass-and-energy-balance', '/industrial-planning/mass-and-energy-balance'],
  ])('has %s at %s', (menuId, path) => {
    expect(findByPath(path)?.menuId).toBe(menuId);
  });

  it('puts every generated page at its route, governed by its menu id', () => {
    for (const entry of permissionMap) {
      const node = findByPath(entry.route, entry.route.includes('settings') ? settingsMenu : mainMenu);
      expect(node, entry.route).toBeDefined();
      expect(permissionIdOf(node!)).toBe(entry.menuId);
    }
  });

  it('keeps every node in its area', () => {
    for (const node of allMenuNodes) expect(node.area).toBe(isSettingsPath(node.path) ? 'settings' : 'main');
  });

  it.each([
    ['/manufacture/panel/12', 'manufacture.panel'],
    ['/settings/integration/api/3', 'settings.integration.api'],
    ['/integrated-maintenance/service-order-panel/7', 'integrated-maintenance.service-order-panel'],
    ['/dashboard/4', 'dashboard'],
    ['/settings/access-control/user-units/5', undefined],
    ['/settings/access-control/user-units', 'settings.access-control.user-registration'],
    ['/analysis/analysis-process?x=1', 'analysis.analysis-process'],
    ['/nowhere', undefined],
  ])('gives %s the menu id %s', (path, menuId) => {
    expect(menuIdOfPath(path)).toBe(menuId);
  });

  it.each([
    ['/a/b/', '/a/b'],
    ['/a?x=1', '/a'],
    ['/', '/'],
    ['', '/'],
  ])('normalizes %s to %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});
