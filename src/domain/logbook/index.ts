/** Shift logbook rules shared by the server and the app (see README.md). */
export * from './constants.js';
export { parseUtcTimestamp, toUtcTimestamp } from './utc-timestamp.js';
export { formatLogbookDate } from './logbook-date.js';
export { hasMoreEntries, nextLogbookPage, visibleAfterScroll, type LogbookPage } from './pagination.js';
export { canDeleteEntry, canEditEntry, type LogbookEntryAuthor } from './entry-permissions.js';
export {
  canSave,
  editedEntryId,
  editLockReducer,
  idleEditLock,
  isDirty,
  isEditing,
  isLocked,
  type EditLockAction,
  type EditLockState,
  type EntryId,
} from './edit-lock.js';
export { annotationTooBig, payloadTooBig, utf8ByteLength } from './payload-size.js';
export { LOGBOOK_PAYLOAD_TOO_BIG_KEY, logbookFailure, logbookSuccess, type Feedback, type LogbookAction } from './feedback.js';
export { isEmptyAnnotation } from './empty-annotation.js';
export { canAddEntry, canSearch, matchesSearch, normaliseSearch } from './search.js';
