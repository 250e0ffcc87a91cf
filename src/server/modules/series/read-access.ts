/** Who may read tag series: admins, and users granted read on any page that shows them. */
import type { Permissions } from '../access/permissions.js';

export const SERIES_READ_MENUS = [
  'analysis.analysis-process',
  'analysis.comparative-between-periods',
  'analysis.report-per-periods',
  'data-entry.manual-collector',
  'data-entry.manual-input',
] as const;

export function mayReadSeries(access: { isAdmin: boolean; permissions: Permissions }): boolean {
  return access.isAdmin || SERIES_READ_MENUS.some((menu) => access.permissions.get(menu)?.has('read'));
}
