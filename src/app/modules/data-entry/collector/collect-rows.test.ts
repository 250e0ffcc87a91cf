import { describe, expect, it } from 'vitest';
import { collectPayload, collectRows, problemsOfFields, type CollectTagSetting } from './collect-rows.js';
import type { EntryTag } from '../shared/entry-tag.js';

const tag = (id_tag: number, code: string): EntryTag => ({ id_tag, code, description: '', active: true, decimals: 2 });
const tags = new Map([tag(1, 'B'), tag(2, 'A'), tag(3, 'C'), tag(4, 'D')].map((t) => [t.id_tag, t]));

describe('collectRows', () => {
  it('orders by collect-tags position, then by code, and marks required tags', () => {
    const settings = new Map<number, CollectTagSetting>([
      [3, { id_tag: 3, position: 0, required: true, frequency: 'shift' }],
      [4, { id_tag: 4, position: 1 }],
    ]);
    const rows = collectRows([1, 2, 3, 4, 2], tags, settings);
    expect(rows.map((row) => [row.tag.code, row.required, row.frequency])).toEqual([
      ['C', true, 'shift'],
      ['D', false, undefined],
      ['A', false, undefined],
      ['B', false, undefined],
    ]);
  });

  it('keeps a tag missing from the cache, by its id', () => {
    expect(collectRows([9], tags, new Map())[0]!.tag.code).toBe('#9');
  });
});

describe('collectPayload', () => {
  const rows = collectRows([1, 2, 3], tags, new Map([[3, { id_tag: 3, required: true }]]));

  it('sends the typed values, skipping blanks', () => {
    expect(collectPayload(rows, { 1: '1,5', 2: ' ', 3: '7' })).toEqual({
      values: [
        { id_tag: 1, value: 1.5 },
        { id_tag: 3, value: 7 },
      ],
      problems: new Map(),
    });
  });

  it('names a required blank and a bad number', () => {
    const { values, problems } = collectPayload(rows, { 1: '12x', 2: '4' });
    expect(values).toEqual([{ id_tag: 2, value: 4 }]);
    expect([...problems]).toEqual([
      [1, 'dataEntry.common.invalidNumber'],
      [3, 'dataEntry.common.requiredValue'],
    ]);
  });
});

describe('problemsOfFields', () => {
  it('puts the server field errors on the rows of the values sent', () => {
    const values = [
      { id_tag: 4, value: 1 },
      { id_tag: 7, value: 2 },
    ];
    expect([...problemsOfFields(values, { 'values.1.value': 'Must be a number', 'values.9.ts': 'x', id_tag_group: 'y' })]).toEqual([[7, 'Must be a number']]);
  });
});
