import { describe, expect, it } from 'vitest';
import type { FieldModel } from '../../../domain/entities/entity-model.js';
import { dateTimeBound, rangeKeyOf } from './range-filter.js';

const field = (name: string, kind: FieldModel['kind'], more: Partial<FieldModel> = {}): FieldModel => ({
  name,
  kind,
  label: name,
  required: false,
  readOnly: false,
  writeOnly: false,
  scoped: false,
  ...more,
});
const fields = [field('log_data', 'date-time'), field('flags', 'objects'), field('usu_senha', 'password', { writeOnly: true }), field('qty', 'integer')];

describe('rangeKeyOf', () => {
  it.each([
    ['log_data_gte', 'log_data', 'gte'],
    ['qty_lte', 'qty', 'lte'],
  ])('%s bounds %s', (key, name, bound) => {
    expect(rangeKeyOf(key, fields)).toMatchObject({ field: { name }, bound });
  });

  it.each(['log_data', 'nothing_gte', 'flags_gte', 'usu_senha_lte', 'qty_between'])('%s is no range key', (key) => {
    expect(rangeKeyOf(key, fields)).toBeUndefined();
  });
});

describe('dateTimeBound', () => {
  it.each([
    ['2026-03-01', 'gte', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01', 'lte', '2026-03-01T23:59:59.999Z'],
    ['2026-03-01T10:00:00Z', 'lte', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T10:00:00-03:00', 'gte', '2026-03-01T13:00:00.000Z'],
  ] as const)('%s as %s -> %s', (value, bound, want) => {
    expect(dateTimeBound(value, bound)).toBe(want);
  });

  it.each([['yesterday'], [''], [42], ['2026-13-45']])('refuses %s', (value) => {
    expect(dateTimeBound(value, 'gte')).toBeUndefined();
  });
});
