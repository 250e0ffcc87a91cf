import { describe, expect, it } from 'vitest';
import { isEditableRange, isIdList, isIdOrNull, oneOf } from './kept-value-checks.js';

describe('kept value checks', () => {
  it.each([
    ['a range', { from: 1, to: 2 }, true],
    ['a range being typed', { from: null, to: 2 }, true],
    ['a range of text', { from: '1', to: 2 }, false],
    ['a range without its end', { from: 1 }, false],
    ['no range', null, false],
    ['a list', [1, 2], false],
  ])('%s is a range: %s', (_name, given, want) => expect(isEditableRange(given)).toBe(want));

  it('takes ids and the listed options only', () => {
    expect(isIdOrNull(3)).toBe(true);
    expect(isIdOrNull(null)).toBe(true);
    expect(isIdOrNull('3')).toBe(false);
    expect(isIdOrNull(1.5)).toBe(false);
    expect(isIdList([1, 2])).toBe(true);
    expect(isIdList([1, '2'])).toBe(false);
    expect(oneOf(['motive', 'group'])('group')).toBe(true);
    expect(oneOf(['motive', 'group'])('frame')).toBe(false);
  });
});
