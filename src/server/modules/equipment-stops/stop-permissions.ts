import type { CrudAction } from '../../../domain/entities/entity-model.js';
import type { Permissions } from '../access/permissions.js';
import type { FrameRules } from './stop-repository.js';

/** The pages of the menus whose permissions govern stops (README.md, Routes). */
export const STOP_MENUS = {
  stoppingPoint: 'equipment-management.stopping-point',
  approveStop: 'equipment-management.approve-stop',
  consistency: 'consistency.equipment-stopping',
  stoppingChart: 'equipment-management.stopping-chart',
  eventManager: 'analysis.event-manager',
} as const;

type Access = { isAdmin: boolean; permissions: Permissions };

/** A page's action, as `mayAct` grants an entity's menu: administrators always, others by their profiles. */
export const mayOnPage = (access: Access, menu: string, action: CrudAction): boolean => access.isAdmin || (access.permissions.get(menu)?.has(action) ?? false);

/** Reading stops and their history: read on any page that shows them. */
export const mayReadStops = (access: Access): boolean => Object.values(STOP_MENUS).some((menu) => mayOnPage(access, menu, 'read'));

export type FrameRole = 'recorder' | 'approver' | 'annuller';

const listsOf = (frame: FrameRules, role: FrameRole): { users: number[]; groups: number[] } => {
  switch (role) {
    case 'recorder':
      return { users: frame.recorders, groups: frame.recorder_groups };
    case 'approver':
      return { users: frame.approvers, groups: frame.approver_groups };
    case 'annuller':
      return { users: frame.annullers, groups: frame.annuller_groups };
  }
};

/**
 * Whether the caller holds `role` on the frame: empty user and group lists mean everyone with the page's
 * permission; otherwise a listed user or a member of a listed group; administrators always.
 */
export function holdsFrameRole(access: { isAdmin: boolean; userId: number }, userGroups: readonly number[], frame: FrameRules, role: FrameRole): boolean {
  if (access.isAdmin) return true;
  const { users, groups } = listsOf(frame, role);
  if (!users.length && !groups.length) return true;
  return users.includes(access.userId) || groups.some((group) => userGroups.includes(group));
}
