import { describe, expect, it } from 'vitest';
import { gridRule } from './grid.js';
import { optionRules } from './index.js';
import { pieRule } from './pie.js';

const required = { key: 'global.labels.requiredField' };

describe('gridRule', () => {
  it('needs tags for a table of tags (the default source) and an event for a table of stops', () => {
    expect(gridRule({ source: 'tags' })).toEqual({ tags: required });
    expect(gridRule({ tags: [] })).toEqual({ tags: required });
    expect(gridRule({ source: 'tags', tags: [4] })).toEqual({});
    expect(gridRule({ source: 'events', tags: [4] })).toEqual({ id_frame: required });
    expect(gridRule({ source: 'events', id_frame: 2 })).toEqual({});
    expect(optionRules.grid).toBe(gridRule);
  });
});

describe('pieRule', () => {
  it('needs an event for stop time (the default source) and two tags or more for tag totals', () => {
    expect(pieRule({ source: 'stops' })).toEqual({ id_frame: required });
    expect(pieRule({ id_frame: 3 })).toEqual({});
    expect(pieRule({ source: 'tags' })).toEqual({ tags: required });
    expect(pieRule({ source: 'tags', tags: [1] })).toEqual({ tags: { key: 'validation.minItems', args: { min: 2 } } });
    expect(pieRule({ source: 'tags', tags: [1, 2] })).toEqual({});
    expect(optionRules.pie).toBe(pieRule);
  });
});
