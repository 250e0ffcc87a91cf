import { describe, expect, it } from 'vitest';
import { searchTags } from './tag-search.js';

const tags = [
  { id_tag: 1, code: 'FT-101', description: 'Vazão de vapor' },
  { id_tag: 2, code: 'PT-200', description: 'Pressão da caldeira' },
  { id_tag: 3, code: 'XPT-9', description: null },
  { id_tag: 4, code: 'TT-1', description: 'Temperatura da caldeira' },
];

describe('tag search over code and description', () => {
  it('matches code or description, ignoring case and accents', () => {
    expect(searchTags(tags, 'pressao').map((tag) => tag.id_tag)).toEqual([2]);
    expect(searchTags(tags, 'CALDEIRA').map((tag) => tag.id_tag)).toEqual([2, 4]);
  });

  it('needs every word and puts codes starting with the text first', () => {
    expect(searchTags(tags, 'caldeira temp').map((tag) => tag.id_tag)).toEqual([4]);
    expect(searchTags(tags, 'pt').map((tag) => tag.id_tag)).toEqual([2, 3]);
  });

  it('limits the answer', () => {
    expect(searchTags(tags, '', 2)).toHaveLength(2);
    expect(searchTags(tags, 't', 1)).toHaveLength(1);
  });
});
