import { describe, expect, it } from 'vitest';
import { entities } from '../../generated/entities.js';
import { toPayload, toUpdatePayload, withId } from './record-mapping.js';

describe('record mapping', () => {
  it('adds id from the key', () => {
    expect(withId({ id_usuario: 7, usu_nome: 'A' }, 'id_usuario')).toEqual({ id: 7, id_usuario: 7, usu_nome: 'A' });
  });

  it('sends writable fields only, without empty values', () => {
    const values = { id: 7, id_usuario: 7, cli_codigo: 1, usu_nome: 'A', usu_login: 'a', usu_email: null, usu_senha: '', usu_tipo: '2', extra: 1 };
    expect(toPayload(entities.users, values, 'update')).toEqual({ usu_nome: 'A', usu_login: 'a', usu_tipo: '2' });
  });

  it('sends an emptied field as null on update, so the API clears it, but never an empty password', () => {
    const values = { id: 7, usu_nome: 'A', usu_login: 'a', usu_email: '', usu_senha: '', usu_tipo: '2' };
    const payload = toUpdatePayload(entities.users, values);
    expect(payload).toMatchObject({ usu_nome: 'A', usu_email: null, usu_foto: null });
    expect(payload).not.toHaveProperty('usu_senha');
    expect(payload).not.toHaveProperty('id');
  });

  it('cleans nested items and sends dates as UTC without milliseconds', () => {
    const values = { timezone: 'UTC', shifts: [{ description: '1', start: '00:00', end: null }] };
    expect(toPayload(entities.periods, values, 'create')).toEqual({ timezone: 'UTC', shifts: [{ description: '1', start: '00:00' }] });
    const motive = toPayload(entities['motive-groups'], { code: 'A', valid_from: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)) }, 'create');
    expect(motive.valid_from).toBe('2026-01-02T03:04:05Z');
  });
});
