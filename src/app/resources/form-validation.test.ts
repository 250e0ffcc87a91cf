import { describe, expect, it } from 'vitest';
import { entities } from '../../generated/entities.js';
import { validateForm } from './form-validation.js';

describe('validateForm', () => {
  const cases: [string, { model: keyof typeof entities; values: Record<string, unknown>; mode: 'create' | 'update'; want: unknown }][] = [
    [
      'a valid unit of measurement',
      {
        model: 'units-of-measurement',
        values: { id: 3, id_unit_measurement: 3, id_elemento: 1, code: 'kg', description: 'Kilogram', decimal_places: 2 },
        mode: 'update',
        want: {},
      },
    ],
    [
      'required and too long',
      {
        model: 'units-of-measurement',
        values: { code: 'x'.repeat(60), description: '', decimal_places: 2 },
        mode: 'create',
        want: { code: { message: 'global.labels.maxLengthExceeded', args: { max: 20 } }, description: { message: 'global.labels.requiredField', args: {} } },
      },
    ],
    [
      'password policy on create',
      {
        model: 'users',
        values: { usu_nome: 'A', usu_login: 'a', usu_tipo: '2', usu_senha: 'alllowercase' },
        mode: 'create',
        want: { usu_senha: { message: 'global.labels.validatePassword.upperCase', args: {} } },
      },
    ],
    [
      'empty password on update is not sent',
      { model: 'users', values: { usu_nome: 'A', usu_login: 'a', usu_tipo: '2', usu_senha: '' }, mode: 'update', want: {} },
    ],
    [
      'missing password on create',
      {
        model: 'users',
        values: { usu_nome: 'A', usu_login: 'a b', usu_tipo: '2' },
        mode: 'create',
        want: { usu_login: { message: 'global.labels.noSpacesAllowed', args: {} }, usu_senha: { message: 'global.labels.requiredField', args: {} } },
      },
    ],
  ];
  it.each(cases)('%s', (_name, { model, values, mode, want }) => {
    expect(validateForm(entities[model], values, mode)).toEqual(want);
  });

  it('nests errors of a nested list where react-hook-form looks for them', () => {
    const shifts = [
      { description: '1', start: '00:00', end: '06:00' },
      { description: '2', start: '6', end: '12:00' },
    ];
    const errors = validateForm(entities.periods, { timezone: 'UTC', per_d_ini: '00:00', per_s_tp: 0, shifts }, 'update');
    expect(errors).toEqual({ shifts: [{}, { start: { message: 'validation.format.hourMinute', args: {} } }] });
  });
});
