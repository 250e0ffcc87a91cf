import { describe, expect, it } from 'vitest';
import { LOGBOOK_FIRST_PAGE, LOGBOOK_PAGE_STEP } from './constants.js';
import { hasMoreEntries, nextLogbookPage, visibleAfterScroll } from './pagination.js';

describe('logbook pagination constants', () => {
  it('shows 5 first and 5 more per scroll (platform-core section 9)', () => {
    expect([LOGBOOK_FIRST_PAGE, LOGBOOK_PAGE_STEP]).toEqual([5, 5]);
  });
});

describe('nextLogbookPage', () => {
  it.each([
    [0, { offset: 0, limit: 5 }],
    [5, { offset: 5, limit: 5 }],
    [10, { offset: 10, limit: 5 }],
    [7, { offset: 7, limit: 5 }],
  ])('after %i loaded -> %j', (loaded, want) => {
    expect(nextLogbookPage(loaded)).toEqual(want);
  });

  it.each([-1, 1.5, NaN])('refuses %s', (loaded) => {
    expect(() => nextLogbookPage(loaded)).toThrow(RangeError);
  });
});

describe('hasMoreEntries', () => {
  it('asks before the first answer', () => {
    expect(hasMoreEntries(undefined, undefined)).toBe(true);
  });

  it('asks again after a full page, stops after a short one', () => {
    expect(hasMoreEntries({ offset: 0, limit: 5 }, 5)).toBe(true);
    expect(hasMoreEntries({ offset: 5, limit: 5 }, 4)).toBe(false);
    expect(hasMoreEntries({ offset: 10, limit: 5 }, 0)).toBe(false);
  });
});

describe('visibleAfterScroll', () => {
  it.each([
    [0, 12, 5],
    [5, 12, 10],
    [10, 12, 12],
    [12, 12, 12],
    [0, 3, 3],
    [0, 0, 0],
  ])('%i shown of %i -> %i', (shown, total, want) => {
    expect(visibleAfterScroll(shown, total)).toBe(want);
  });
});
