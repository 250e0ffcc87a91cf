import { describe, expect, it } from 'vitest';
import { entities } from '../../../generated/entities.js';
import { assertOwnChangesAllowed, changedFields, ownProfileRule } from './self-update.js';

const users = entities.users;
const current = { id_usuario: 7, cli_codigo: 1, usu_nome: 'Ann', usu_login: 'ann', usu_tipo: '2', usu_ativo: 'S', usu_bloqueado: 0 };

describe('changedFields', () => {
  it.each([
    ['nothing, when the form sends the record back', { ...current, id: 7 }, []],
    ['a new name', { usu_nome: 'Anne' }, ['usu_nome']],
    ['an e-mail where there was none', { usu_email: 'ann@plant.example' }, ['usu_email']],
    ['not a null for an absent value', { usu_email: null, usu_foto: null }, []],
    ['a password, but not an empty one', { usu_senha: 'New#Password2026' }, ['usu_senha']],
    ['no empty password', { usu_senha: '' }, []],
    ['not read-only fields', { id_usuario: 8, cli_codigo: 2 }, []],
    ['an unknown field', { usu_role: 'root' }, ['usu_role']],
  ])('%s', (_name, body, want) => {
    expect([...changedFields(users, current, body)].sort()).toEqual(want);
  });
});

describe('ownProfileRule', () => {
  it.each([
    [['usu_nome', 'usu_email', 'usu_foto', 'usu_senha'], true],
    [[], true],
    [['usu_nome', 'usu_tipo'], false],
    [['usu_login'], false],
    [['usu_bloqueado'], false],
  ])('%j -> %s', (changed, want) => {
    expect(ownProfileRule(new Set(changed), {}, current)).toBe(want);
  });
});

describe('assertOwnChangesAllowed', () => {
  const refused = { statusCode: 403 };
  it('lets a user with the permission change anything of their own but type and active flag', () => {
    expect(() => assertOwnChangesAllowed(new Set(['usu_login', 'usu_nome']), true, {}, current)).not.toThrow();
    expect(() => assertOwnChangesAllowed(new Set(['usu_tipo']), true, { usu_tipo: '1' }, current)).toThrow(expect.objectContaining(refused));
    expect(() => assertOwnChangesAllowed(new Set(['usu_nome', 'usu_ativo']), true, { usu_ativo: 'N' }, current)).toThrow(expect.objectContaining(refused));
  });

  it('lets a user without it change only what a self-update rule allows', () => {
    expect(() => assertOwnChangesAllowed(new Set(['usu_nome', 'usu_senha']), false, {}, current)).not.toThrow();
    expect(() => assertOwnChangesAllowed(new Set(['usu_login']), false, { usu_login: 'boss' }, current)).toThrow(expect.objectContaining(refused));
  });
});
