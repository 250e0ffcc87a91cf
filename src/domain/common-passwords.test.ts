import { describe, expect, it } from 'vitest';
import { commonPasswordCandidates, isCommonPassword, isListedPassword } from './common-passwords.js';

const words = new Set(['password', 'summer', 'dragon', '1qaz2wsx', 'ab']);

describe('isListedPassword', () => {
  it.each([
    ['a listed password in other case', 'PassWord', true],
    ['look-alike characters undone', 'P@ssw0rd', true],
    ['a listed word with digits and symbols around it', 'Summer#2026!', true],
    ['look-alikes and decorations together', '#Dr4g0n-1234', true],
    ['a listed password made of digits and letters', '1QAZ2WSX', true],
    ['a word inside other letters', 'Summertime#2026', false],
    ['two words joined by a symbol', 'Summer#Dragon2026', false],
    ['a core too short to be a word', 'Ab#1234567890', false],
  ])('%s: %s', (_name, password, want) => {
    expect(isListedPassword(words, password)).toBe(want);
  });

  it('looks up the lower-case text, its core and their look-alike forms', () => {
    expect(commonPasswordCandidates('P@ss1!')).toEqual(['p@ss1!', 'passii', 'p@ss', 'pass']);
  });
});

describe('isCommonPassword on the zxcvbn lists', () => {
  it.each([
    ['Password123!', true],
    ['P@ssw0rd2026#', true],
    ['Football#1999', true],
    ['Qwertyuiop#12', true],
    ['Admin#Plant2026', false],
    ['Operator#Plant2026', false],
    ['Kx7#mQ2v!pLr9w', false],
  ])('%s -> %s', async (password, want) => {
    expect(await isCommonPassword(password)).toBe(want);
  });
});
