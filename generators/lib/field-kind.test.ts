import { describe, expect, it } from 'vitest';
import { fieldKind } from './field-kind.js';

const cases: [string, { given: [string, Record<string, unknown>]; want: string }][] = [
  ['the key', { given: ['id_x', { type: 'integer', readOnly: true }], want: 'key' }],
  ['a text', { given: ['code', { type: 'string', maxLength: 20 }], want: 'string' }],
  ['an S/N flag', { given: ['active', { type: 'string', enum: ['S', 'N'] }], want: 'flag' }],
  ['a 0/1 bit', { given: ['blocked', { type: 'integer', enum: [0, 1] }], want: 'bit' }],
  ['an enum', { given: ['kind', { type: 'string', enum: ['a', 'b'] }], want: 'enum' }],
  ['a numeric enum', { given: ['week', { type: 'integer', enum: [0, 1, 2] }], want: 'enum' }],
  ['a boolean', { given: ['on', { type: 'boolean' }], want: 'boolean' }],
  ['an integer', { given: ['n', { type: 'integer', minimum: 0 }], want: 'integer' }],
  ['a number', { given: ['x', { type: 'number' }], want: 'number' }],
  ['an integer or null', { given: ['target', { type: ['integer', 'null'] }], want: 'integer' }],
  ['a list of plain integers, kept as JSON', { given: ['tag_ids', { type: 'array', items: { type: 'integer' } }], want: 'objects' }],
  ['a reference', { given: ['id_y', { type: 'integer', 'x-ref': 'm/y' }], want: 'ref' }],
  ['references', { given: ['users', { type: 'array', items: { type: 'integer', 'x-ref': 'm/u' } }], want: 'refs' }],
  ['a free object, kept as JSON', { given: ['options', { type: 'object' }], want: 'objects' }],
  ['nested objects', { given: ['shifts', { type: 'array', items: { type: 'object' } }], want: 'objects' }],
  ['a date', { given: ['d', { type: 'string', format: 'date' }], want: 'date' }],
  ['a date-time', { given: ['t', { type: 'string', format: 'date-time' }], want: 'date-time' }],
  ['an hour and minute', { given: ['h', { type: 'string', format: 'hour-minute' }], want: 'hour-minute' }],
  ['an e-mail', { given: ['e', { type: 'string', format: 'email' }], want: 'email' }],
  ['a password', { given: ['p', { type: 'string', format: 'password' }], want: 'password' }],
  ['a colour', { given: ['c', { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }], want: 'color' }],
];

describe('fieldKind', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(fieldKind(given[0], given[1], 'id_x')).toBe(want);
  });

  it('refuses a union of two real types', () => {
    expect(() => fieldKind('u', { type: ['integer', 'string'] }, 'id')).toThrow(/unsupported type/);
  });

  it('refuses an unsupported format', () => {
    expect(() => fieldKind('u', { type: 'string', format: 'uri' }, 'id')).toThrow(/unsupported format uri/);
  });
});
