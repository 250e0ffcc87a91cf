import type { Permissions } from '../access/permissions.js';

/** The data-entry pages that write values; create on any of them allows a write. */
export const VALUE_WRITE_MENUS = ['data-entry.manual-collector', 'data-entry.manual-input', 'data-entry.import-csv'] as const;

export function mayWriteValues(access: { isAdmin: boolean; permissions: Permissions }): boolean {
  return access.isAdmin || VALUE_WRITE_MENUS.some((menu) => access.permissions.get(menu)?.has('create'));
}
