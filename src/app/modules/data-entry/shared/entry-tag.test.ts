import { describe, expect, it } from 'vitest';
import { entryTagOf, manualInputTags, tagLabel } from './entry-tag.js';

describe('entryTagOf', () => {
  it('types a cached row with the schema defaults', () => {
    expect(entryTagOf({ id_tag: 4, plt_codigo: 1, code: 'T1' })).toEqual({
      id_tag: 4,
      code: 'T1',
      description: '',
      data_input: undefined,
      active: true,
      decimals: 2,
      id_unit_measurement: undefined,
      filter_low: undefined,
      filter_high: undefined,
    });
    expect(entryTagOf({ id_tag: 5, plt_codigo: 1, code: 'T2', active: false, decimals: 0, filter_low: 0, filter_high: null })).toMatchObject({
      active: false,
      decimals: 0,
      filter_low: 0,
      filter_high: undefined,
    });
  });
});

describe('manualInputTags', () => {
  it('keeps active manual and laboratory tags, sorted by code', () => {
    const tags = [
      { code: 'Z', data_input: 'manual' },
      { code: 'A', data_input: 'laboratory' },
      { code: 'S', data_input: 'sensor' },
      { code: 'C', data_input: 'calculation' },
      { code: 'M', data_input: 'manual', active: false },
    ].map((row, i) => entryTagOf({ id_tag: i + 1, plt_codigo: 1, ...row }));
    expect(manualInputTags(tags).map((tag) => tag.code)).toEqual(['A', 'Z']);
  });
});

describe('tagLabel', () => {
  it('joins code and description', () => {
    expect(tagLabel({ code: 'FT-01', description: 'Flow' })).toBe('FT-01 - Flow');
    expect(tagLabel({ code: 'FT-01', description: '' })).toBe('FT-01');
  });
});
