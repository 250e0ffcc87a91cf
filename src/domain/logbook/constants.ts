/** The shift logbook's numbers (platform-core section 9). */

/** Entries shown when a group is opened. */
export const LOGBOOK_FIRST_PAGE = 5;
/** Entries added each time the list is scrolled to its end. */
export const LOGBOOK_PAGE_STEP = 5;

/** Display format of `logbook_date` (date-fns tokens for DD/MM/YYYY HH:mm:ss). */
export const LOGBOOK_DATE_FORMAT = 'dd/MM/yyyy HH:mm:ss';

/** The editor's sizes, in the picker's order; 'normal' is Quill's default (no class). */
export const LOGBOOK_EDITOR_SIZES = ['small', 'normal', 'large', 'huge'] as const;
export type LogbookEditorSize = (typeof LOGBOOK_EDITOR_SIZES)[number];

/** Height of the editing area, in px. */
export const LOGBOOK_EDITOR_MIN_HEIGHT = 150;
export const LOGBOOK_EDITOR_MAX_HEIGHT = 190;

/** A warning toast (the 413 message) stays this long. */
export const WARNING_TOAST_MS = 7_000;
