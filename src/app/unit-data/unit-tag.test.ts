import { describe, expect, it } from 'vitest';
import { unitTagsOf } from './unit-tag.js';

describe('unitTagsOf', () => {
  it('keeps the rows with a code, sorted by code', () => {
    const rows = [
      { id_tag: 1, plt_codigo: 1, code: 'B' },
      { id_tag: 2, plt_codigo: 1 },
      { id_tag: 3, plt_codigo: 1, code: 'A', decimals: 0 },
    ];
    expect(unitTagsOf(rows).map((tag) => tag.id_tag)).toEqual([3, 1]);
  });
});
