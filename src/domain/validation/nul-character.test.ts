import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-character.js';

describe('nulPath', () => {
  const deep = JSON.parse(`${'['.repeat(200_000)}"a\\u0000"${']'.repeat(200_000)}`);

  it.each<[string, { given: unknown; want: string | undefined }]>([
    ['clean text', { given: { a: ['x', 1, null, { b: 'y' }] }, want: undefined }],
    ['the value itself', { given: 'a\u0000', want: '' }],
    ['a field', { given: { username: 'ad\u0000min' }, want: 'username' }],
    ['an array item', { given: { values: [{ tag: 'ok' }, { tag: 'T\u0000' }] }, want: 'values.1.tag' }],
    ['a key', { given: { filter: { 'co\u0000de': 1 } }, want: 'filter.co\u0000de' }],
    ['200,000 levels deep, without overflowing the stack', { given: deep, want: '0.'.repeat(200_000).slice(0, -1) }],
  ])('%s', (_name, { given, want }) => {
    expect(nulPath(given)).toBe(want);
  });
});
