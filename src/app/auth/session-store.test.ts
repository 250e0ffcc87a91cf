import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../../../tests/unit/memory-storage.js';
import { clearSession, getSelectedUnit, getUser, saveSession, selectUnit, updateSession, updateUser } from './session-store.js';

const units = [
  { id_elemento: 1, ele_descri: 'North', plt_codigo: 1, cli_codigo: 1 },
  { id_elemento: 2, ele_descri: 'South', plt_codigo: 2, cli_codigo: 1 },
];
const user = { id_usuario: 7, usu_nome: 'Ana', usu_tipo: '2', password_has_necessary_length: false };

describe('the session store (platform-core section 9)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installMemoryStorage();
    saveSession({ token: 'secret', user, units });
  });

  it('keeps session, user and units in persistent storage', () => {
    expect(storage.getItem('plataforma.token')).toBe('secret');
    expect(JSON.parse(storage.getItem('plataforma.user')!)).toEqual(user);
    expect(JSON.parse(storage.getItem('plataforma.units')!)).toEqual(units);
  });

  it('does not persist the selected unit: a reload starts again from the first one', async () => {
    selectUnit(2);
    expect(getSelectedUnit()?.id_elemento).toBe(2);
    vi.resetModules();
    const reloaded = await import('./session-store.js');
    expect(reloaded.getToken()).toBe('secret');
    expect(reloaded.getSelectedUnit()?.id_elemento).toBe(1);
  });

  it('keeps the password length flag when the server refreshes the user', () => {
    updateSession({ id_usuario: 7, usu_nome: 'Ana Maria', usu_tipo: '2' }, units);
    expect(getUser()).toEqual({ id_usuario: 7, usu_nome: 'Ana Maria', usu_tipo: '2', password_has_necessary_length: false });
    updateUser({ password_has_necessary_length: true, usu_forcar_nova_senha: 0 });
    expect(getUser()).toMatchObject({ usu_nome: 'Ana Maria', password_has_necessary_length: true, usu_forcar_nova_senha: 0 });
  });

  it('clears everything at sign-out', () => {
    clearSession();
    expect(storage.length).toBe(0);
  });
});
