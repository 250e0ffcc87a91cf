import { describe, expect, it } from 'vitest';
import { canDeleteEntry, canEditEntry } from './entry-permissions.js';

describe('canEditEntry (author only)', () => {
  it.each([
    ['the author', 7, 7, true],
    ['the author, id as text', '7', 7, true],
    ['another user', 7, 8, false],
    ['no signed-in user', 7, undefined, false],
    ['an entry without author', null, 7, false],
    ['empty ids', '', '', false],
    ['non-numeric ids compare as text', 'ana', 'ana', true],
    ['non-numeric ids that differ', 'ana', 'bia', false],
  ] as const)('%s', (_name, author, user, want) => {
    expect(canEditEntry({ id_user: author }, user)).toBe(want);
    expect(canDeleteEntry({ id_user: author }, user)).toBe(want);
  });
});
