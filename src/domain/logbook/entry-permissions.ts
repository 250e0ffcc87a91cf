/** The fields of a logbook entry the author rule reads. */
export interface LogbookEntryAuthor {
  id_user: number | string | null | undefined;
}

/**
 * Only the author may edit or delete an entry (platform-core sections 4 and 6); the server answers 403
 * to anyone else, so the app uses this only to hide the buttons. Ids are compared as numbers when
 * both are numeric, since a query string or a JSON answer may give `'7'` for `7`.
 */
export function canEditEntry(entry: LogbookEntryAuthor, userId: number | string | null | undefined): boolean {
  if (entry.id_user === null || entry.id_user === undefined || userId === null || userId === undefined) return false;
  if (String(entry.id_user).trim() === '' || String(userId).trim() === '') return false;
  const [a, b] = [Number(entry.id_user), Number(userId)];
  return Number.isFinite(a) && Number.isFinite(b) ? a === b : String(entry.id_user) === String(userId);
}

/** Deleting follows the same rule as editing. */
export const canDeleteEntry = canEditEntry;
