/** The menu ids whose permissions govern the logbook (the server's src/server/modules/logbook/logbook-permissions.ts). */
export const LOGBOOK_MENU_ID = 'data-entry.logbook';
export const LOGBOOK_GROUP_MENU_ID = 'settings.logbook-group';
