import { describe, expect, it } from 'vitest';
import { frameRulesFixture as frame } from './frame-rules-fixture.js';
import { holdsFrameRole, mayOnPage, mayReadStops, STOP_MENUS } from './stop-permissions.js';

describe('stop permissions', () => {
  const user = { isAdmin: false, userId: 7 };

  it('lets everyone hold a role of a frame with empty lists', () => {
    for (const role of ['recorder', 'approver', 'annuller'] as const) expect(holdsFrameRole(user, [], frame(), role)).toBe(true);
  });

  it('lets a listed user or a member of a listed group, and administrators, and nobody else', () => {
    const listed = frame({ approvers: [7], recorder_groups: [3], annullers: [8] });
    expect(holdsFrameRole(user, [], listed, 'approver')).toBe(true);
    expect(holdsFrameRole(user, [3], listed, 'recorder')).toBe(true);
    expect(holdsFrameRole(user, [4], listed, 'recorder')).toBe(false);
    expect(holdsFrameRole(user, [3], listed, 'annuller')).toBe(false);
    expect(holdsFrameRole({ isAdmin: true, userId: 1 }, [], listed, 'annuller')).toBe(true);
  });

  it('reads stops from any of their pages and acts by the page action', () => {
    const permissions = new Map([[STOP_MENUS.stoppingChart, new Set(['read' as const])]]);
    expect(mayReadStops({ isAdmin: false, permissions })).toBe(true);
    expect(mayReadStops({ isAdmin: false, permissions: new Map() })).toBe(false);
    expect(mayOnPage({ isAdmin: false, permissions }, STOP_MENUS.stoppingPoint, 'update')).toBe(false);
    expect(mayOnPage({ isAdmin: true, permissions: new Map() }, STOP_MENUS.stoppingPoint, 'delete')).toBe(true);
  });
});
