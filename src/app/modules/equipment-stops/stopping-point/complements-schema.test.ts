import { describe, expect, it } from 'vitest';
import type { ComplementaryType } from '../../../../generated/types.js';
import { complementsOf, complementsSchema, frameComplementaryTypes, stopFormSchema, stopFormValue } from './complements-schema.js';

const types: ComplementaryType[] = [
  { id_complementary_type: 1, code: 'WO', description: 'Work order', field_type: 'text', required: true },
  { id_complementary_type: 2, code: 'CREW', description: 'Crew', field_type: 'choice', options: ['A', 'B'] },
  { id_complementary_type: 3, code: 'QTY', description: 'Parts lost', field_type: 'number' },
  { id_complementary_type: 4, code: 'DUE', description: 'Due', field_type: 'date' },
  { id_complementary_type: 5, code: 'OFF', description: 'Gone', field_type: 'text', active: false },
];

describe('complements form', () => {
  it('takes the frame’s active types in its order', () => {
    expect(frameComplementaryTypes({ complementary_types: [3, 5, 1, 9] }, types).map((type) => type.code)).toEqual(['QTY', 'WO']);
  });

  it('builds one field per type keyed by its id', () => {
    expect(complementsSchema(types.slice(0, 4))).toEqual({
      type: 'object',
      properties: {
        '1': { type: 'string', title: 'Work order', maxLength: 500 },
        '2': { type: 'string', title: 'Crew', enum: ['A', 'B'] },
        '3': { type: 'number', title: 'Parts lost' },
        '4': { type: 'string', title: 'Due', format: 'date' },
      },
      required: ['1'],
    });
  });

  it('drops blank values', () => {
    expect(complementsOf({ '1': ' ', '2': 'A', '3': 0, '4': undefined })).toEqual({ '2': 'A', '3': 0 });
  });
});

describe('stop form', () => {
  it('puts the complements in the frame’s order and the comment last', () => {
    const { schema, uiSchema } = stopFormSchema([types[2]!, types[0]!], 'Comment');
    expect(uiSchema['ui:order']).toEqual(['3', '1', 'comment']);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(['1', '3', 'comment']);
  });

  it('splits the value into the comment and the complements', () => {
    expect(stopFormValue({ comment: '  jam ', '1': 'WO-7', '3': '' })).toEqual({ comment: 'jam', complements: { '1': 'WO-7' } });
    expect(stopFormValue({ comment: ' ' })).toEqual({ comment: null, complements: {} });
  });
});
