import { describe, expect, it } from 'vitest';
import { canAddEntry, canSearch, matchesSearch, normaliseSearch } from './search.js';

describe('matchesSearch (case-insensitive)', () => {
  it.each([
    ['same case', 'Pump 2 stopped', 'pump', true],
    ['other case', 'PUMP 2 STOPPED', 'pump 2', true],
    ['accented letters in another case', 'VÁLVULA fechada', 'válvula', true],
    ['blanks in the search collapse', 'pump 2 stopped', '  pump   2 ', true],
    ['blanks in the text collapse', 'pump\n  2', 'pump 2', true],
    ['no match', 'pump 2 stopped', 'valve', false],
    ['an empty search matches all', 'anything', '   ', true],
    ['accents still count', 'valvula', 'válvula', false],
  ])('%s', (_name, text, query, want) => {
    expect(matchesSearch(text, query)).toBe(want);
  });

  it('normalises the query', () => {
    expect(normaliseSearch('  Shift\tB  ')).toBe('shift b');
  });
});

describe('canSearch and canAddEntry', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    [0, true],
    [3, true],
    ['3', true],
  ])('group %j -> search %s', (group, want) => {
    expect(canSearch(group)).toBe(want);
  });

  it('needs a group and a non-empty text to add', () => {
    expect(canAddEntry(3, '<p>text</p>')).toBe(true);
    expect(canAddEntry(3, '<p><br></p>')).toBe(false);
    expect(canAddEntry(undefined, '<p>text</p>')).toBe(false);
    expect(canAddEntry(null, '')).toBe(false);
  });
});
