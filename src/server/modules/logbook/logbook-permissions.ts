import type { Permissions } from '../access/permissions.js';

/** The page whose permission governs the entries (the header panel included). */
export const LOGBOOK_MENU = 'data-entry.logbook';
/** The settings page of the groups; reading it also shows their entries. */
export const LOGBOOK_GROUP_MENU = 'settings.logbook-group';

type Access = { isAdmin: boolean; permissions: Permissions };

const granted = (access: Access, menu: string, action: 'read' | 'create') => access.permissions.get(menu)?.has(action) ?? false;

/** Reading entries: read on the logbook page or on the groups' settings page. */
export function mayReadLogbook(access: Access): boolean {
  return access.isAdmin || granted(access, LOGBOOK_MENU, 'read') || granted(access, LOGBOOK_GROUP_MENU, 'read');
}

/**
 * Adding, and changing or deleting one's own entries: create on the logbook page (profiles show only
 * read and create, platform-core section 3). Who wrote the entry is checked apart: the author only.
 */
export function mayWriteLogbook(access: Access): boolean {
  return access.isAdmin || granted(access, LOGBOOK_MENU, 'create');
}
