/** Who may read SPC figures and who may treat violations (README.md, Permissions). */
import type { Permissions } from '../access/permissions.js';

export const SPC_READ_MENUS = [
  'statistical-control.exploratory',
  'statistical-control.production',
  'statistical-control.management',
  'settings.statistical-control.cards',
] as const;

type Access = { isAdmin: boolean; permissions: Permissions };

export function mayReadSpc(access: Access): boolean {
  return access.isAdmin || SPC_READ_MENUS.some((menu) => access.permissions.get(menu)?.has('read'));
}

/** Treating a violation (diagnostic, corrective action, comment) is an update on the management page. */
export function mayTreatViolations(access: Access): boolean {
  return access.isAdmin || access.permissions.get('statistical-control.management')?.has('update') === true;
}
