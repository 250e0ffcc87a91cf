import { describe, expect, it } from 'vitest';
import performanceCard from '../../../../../domain/dashboards/components/options/performanceCard.schema.json' with { type: 'json' };
import { optionsUiSchema } from './options-ui-schema.js';

const pickers = { tag: 'TAG', frame: 'FRAME' };
const integer = { type: 'integer', minimum: 1 };

describe('optionsUiSchema', () => {
  it.each([
    ['one event (the performance card)', performanceCard, { id_frame: { 'ui:widget': 'FRAME' } }],
    ['one tag', { type: 'object', properties: { id_tag: integer, period: { type: 'string' } } }, { id_tag: { 'ui:widget': 'TAG' } }],
    [
      'a list of tags and a list of events',
      { type: 'object', properties: { tags: { type: 'array', items: integer }, frames: { type: 'array', items: integer } } },
      { tags: { 'ui:widget': 'TAG' }, frames: { 'ui:widget': 'FRAME' } },
    ],
    [
      'tags inside the items of a list of objects',
      { type: 'object', properties: { tags: { type: 'array', items: { type: 'object', properties: { id_tag: integer, color: { type: 'string' } } } } } },
      { tags: { items: { id_tag: { 'ui:widget': 'TAG' } } } },
    ],
    [
      'an event deep in a nested object',
      { type: 'object', properties: { source: { type: 'object', properties: { id_frame: integer } } } },
      { source: { id_frame: { 'ui:widget': 'FRAME' } } },
    ],
  ])('gives %s its picker', (_name, schema, want) => {
    expect(optionsUiSchema(schema, pickers)).toEqual(want);
  });

  it.each([
    ['another name', { type: 'object', properties: { id_motive: integer, tag: integer } }],
    ['a tag field that is not an integer', { type: 'object', properties: { id_tag: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } }],
    ['no properties', { type: 'object', properties: {} }],
    ['no schema at all', undefined],
  ])('leaves %s to the default widgets', (_name, schema) => {
    expect(optionsUiSchema(schema, pickers)).toEqual({});
  });
});
