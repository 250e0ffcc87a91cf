import { LOGBOOK_FIRST_PAGE, LOGBOOK_PAGE_STEP } from './constants.js';

/** The slice of a group's entries (newest first) to ask the server for next. */
export interface LogbookPage {
  offset: number;
  limit: number;
}

/** First the 5 newest entries, then 5 more after the `loaded` ones on each scroll to the end. */
export function nextLogbookPage(loaded: number): LogbookPage {
  if (!Number.isInteger(loaded) || loaded < 0) throw new RangeError(`nextLogbookPage: loaded must be a whole number >= 0, got ${loaded}`);
  return { offset: loaded, limit: loaded === 0 ? LOGBOOK_FIRST_PAGE : LOGBOOK_PAGE_STEP };
}

/**
 * Whether scrolling to the end should ask for more: a page that came back shorter than asked for
 * was the last one. `lastPageSize` is undefined before the first answer.
 */
export function hasMoreEntries(lastPage: LogbookPage | undefined, lastPageSize: number | undefined): boolean {
  if (lastPage === undefined || lastPageSize === undefined) return true;
  return lastPageSize >= lastPage.limit;
}

/** How many of `total` entries to show after `shown`, when the whole list is already at hand. */
export function visibleAfterScroll(shown: number, total: number): number {
  const first = Math.min(LOGBOOK_FIRST_PAGE, total);
  return shown < first ? first : Math.min(shown + LOGBOOK_PAGE_STEP, total);
}
