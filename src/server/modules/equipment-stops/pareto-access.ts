/** Who may read the pareto and the OEE series: admins, and users with read on any page that charts stops. */
import { OEE_READ_MENUS } from '../../../domain/equipment-stops/oee-readers.js';
import type { Permissions } from '../access/permissions.js';

export const ANALYTICS_READ_MENUS = [...OEE_READ_MENUS, 'analysis.event-manager'] as const;

export function mayReadStopAnalytics(access: { isAdmin: boolean; permissions: Permissions }): boolean {
  return access.isAdmin || ANALYTICS_READ_MENUS.some((menu) => access.permissions.get(menu)?.has('read'));
}
