import { describe, expect, it } from 'vitest';
import { optionReferences } from './component-references.js';

describe('optionReferences', () => {
  it('names every tag and event id with its field path', () => {
    expect(optionReferences({ id_frame: 3, tags: [7, { id_tag: 8, color: '#000000' }], nested: { id_tag: 9 } })).toEqual({
      tags: [
        { path: 'tags.0', id: 7 },
        { path: 'tags.1.id_tag', id: 8 },
        { path: 'nested.id_tag', id: 9 },
      ],
      frames: [{ path: 'id_frame', id: 3 }],
    });
  });
  it('finds nothing in options without ids', () => {
    expect(optionReferences({ text: '<p>hi</p>', max: 3 })).toEqual({ tags: [], frames: [] });
  });
});
