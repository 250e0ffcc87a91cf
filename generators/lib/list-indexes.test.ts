import { describe, expect, it } from 'vitest';
import type { EntityModel, FieldModel } from '../../src/domain/entities/entity-model.js';
import { entities } from '../../src/generated/entities.js';
import { listIndexes } from './list-indexes.js';

const field = (name: string, kind: FieldModel['kind'], extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  kind,
  label: name,
  required: false,
  readOnly: false,
  writeOnly: false,
  scoped: false,
  ...extra,
});

const model = (scope: EntityModel['scope'], list: EntityModel['list'], fields: FieldModel[]) =>
  ({ ...entities['units-of-measurement'], scope, key: 'id', list, fields: [field('id', 'key', { readOnly: true }), ...fields] }) as EntityModel;

describe('list indexes from the schema', () => {
  it.each([
    [
      'the sort and searched columns, then each filtered list column before the sort, scope first and key last',
      model('element', { columns: ['code', 'active', 'group', 'note'], sort: ['code', 'ASC'], search: ['code', 'note'] }, [
        field('id_elemento', 'ref', { readOnly: true, scoped: true, ref: 'units' }),
        field('code', 'string'),
        field('note', 'string'),
        field('active', 'flag'),
        field('group', 'ref', { ref: 'tag-groups' }),
        field('kind', 'enum', { enum: ['a', 'b'] }),
      ]),
      [
        ['id_elemento', 'code', 'id'],
        ['id_elemento', 'note', 'id'],
        ['id_elemento', 'active', 'code', 'id'],
        ['id_elemento', 'group', 'code', 'id'],
      ],
    ],
    [
      'a global entity sorted by its key: no scope, nothing for the key alone',
      model('global', { columns: ['name', 'on'], sort: ['id', 'DESC'], search: ['name'] }, [field('name', 'string'), field('on', 'boolean')]),
      [
        ['name', 'id'],
        ['on', 'id'],
      ],
    ],
    [
      'no index for write-only or nested fields',
      model('client', { columns: ['secret', 'rows'], sort: ['secret', 'ASC'], search: ['secret'] }, [
        field('secret', 'password', { writeOnly: true }),
        field('rows', 'objects'),
      ]),
      [['cli_codigo', 'id']],
    ],
  ])('%s', (_name, given, want) => {
    expect(listIndexes(given)).toEqual(want);
  });
});
