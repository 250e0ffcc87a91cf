/** Who may read the pareto and the OEE series: admins, and users with read on any page that charts stops. */
import type { Permissions } from '../access/permissions.js';

export const ANALYTICS_READ_MENUS = ['equipment-management.stopping-chart', 'analysis.event-manager', 'dashboard', 'settings.dashboards'] as const;

export function mayReadStopAnalytics(access: { isAdmin: boolean; permissions: Permissions }): boolean {
  return access.isAdmin || ANALYTICS_READ_MENUS.some((menu) => access.permissions.get(menu)?.has('read'));
}
