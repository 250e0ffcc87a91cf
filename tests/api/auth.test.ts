import { describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { atUnit, demoSession, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const failure = {
  status: 'UNAUTHORIZED_PASSWORD',
  error: { code: 'UNAUTHORIZED_PASSWORD', message: 'auth.signin.failurePassword' },
  tentativasLogin: 1,
  remainingAttempts: 4,
  blockUserSituation: false,
};
const unauthorized = { error: { code: 'UNAUTHORIZED', message: 'global.error.messages.unauthorized' } };

describe.each(dialects)('sign-in and sessions (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  it('signs in an admin with a token, the user and every unit of the client', async () => {
    const response = await suite.api.post('CAC/actions/login', { username: 'admin', password: demoPasswords.admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'SUCCESS', data: { usu_login: 'admin', usu_tipo: '1' }, userDataPermission: true });
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.units.map((u: any) => u.ele_descri)).toEqual(['North Line 1', 'South Line 1']);
    expect(Object.keys(response.body.units[0]).sort()).toEqual(['cli_codigo', 'ele_descri', 'id_elemento', 'plt_codigo', 'plt_descri']);
  });

  it('gives a regular user only the linked units', async () => {
    const response = await suite.api.post('CAC/actions/login', { username: 'operator', password: demoPasswords.operator });
    expect(response.body.units.map((u: any) => u.ele_descri)).toEqual(['North Line 1']);
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const wrong = await suite.api.post('CAC/actions/login', { username: 'admin', password: 'Wrong#Password1' });
    const unknown = await suite.api.post('CAC/actions/login', { username: 'nobody', password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(failure);
    expect(unknown.body).toEqual(failure);
  });

  it('refuses a malformed sign-in body with 400', async () => {
    expect((await suite.api.post('CAC/actions/login', { username: 'admin' })).body.error.fields).toEqual({
      password: { key: 'global.labels.requiredField' },
    });
    expect((await suite.api.post('CAC/actions/login', ['admin'])).status).toBe(400);
    expect((await suite.api.post('CAC/actions/login', undefined, { raw: '{"username":' })).status).toBe(400);
  });

  it('refuses an inactive user and a user without units, only after the password matched', async () => {
    const created = await suite.api.post(
      paths.users,
      { usu_nome: 'Idle', usu_login: 'idle', usu_senha: 'Idle#Password2026', usu_tipo: '2' },
      { token: suite.demo.admin },
    );
    expect(created.status).toBe(200);
    const noUnits = await suite.api.post('CAC/actions/login', { username: 'idle', password: 'Idle#Password2026' });
    expect(noUnits.status).toBe(401);
    expect(noUnits.body).toEqual({ status: 'UNAUTHORIZED_UNITS', error: { code: 'UNAUTHORIZED_UNITS', message: 'auth.signin.unauthorized' } });

    await suite.api.put(`${paths.users}/${created.body.data.id_usuario}`, { usu_ativo: 'N' }, { token: suite.demo.admin });
    const inactive = await suite.api.post('CAC/actions/login', { username: 'idle', password: 'Idle#Password2026' });
    expect(inactive.body).toEqual({
      status: 'UNAUTHORIZED_INACTIVE_USER',
      error: { code: 'UNAUTHORIZED_INACTIVE_USER', message: 'auth.signin.inactiveUser' },
    });
    expect((await suite.api.post('CAC/actions/login', { username: 'idle', password: 'Wrong#Password1' })).body).toEqual(failure);
  });

  it.each([
    ['GET', paths.units],
    ['POST', paths.measures],
    ['GET', 'CAC/queries/session'],
    ['GET', 'XYZ/entities/UNKNOWN'],
    ['DELETE', `${paths.plants}/1`],
  ])('requires a token for %s %s', async (method, path) => {
    const response = await suite.api.call(method, path, method === 'POST' ? {} : undefined);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('refuses a made-up or malformed token', async () => {
    expect((await suite.api.get(paths.units, { token: 'a'.repeat(43) })).status).toBe(401);
    expect((await suite.api.get(paths.units, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('restores the session after a reload and refuses an expired one', async () => {
    const token = await suite.api.login('operator', demoPasswords.operator);
    const session = await suite.api.get('CAC/queries/session', { token });
    expect(session.status).toBe(200);
    expect(session.body.data.usu_login).toBe('operator');
    expect(session.body.units).toHaveLength(1);
    await suite.server.app.database.db.updateTable('sessao').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await suite.api.get('CAC/queries/session', { token })).status).toBe(401);
    suite.demo = await demoSession(suite.api);
  });

  it('revokes the token at sign-out', async () => {
    const token = await suite.api.login('admin', demoPasswords.admin);
    expect((await suite.api.get(paths.units, { token })).status).toBe(200);
    expect((await suite.api.post('CAC/actions/logout', undefined, { token })).status).toBe(200);
    expect((await suite.api.get(paths.units, { token })).status).toBe(401);
    expect((await suite.api.get(paths.units, { token: suite.demo.admin })).status).toBe(200);
  });

  it('checks the unit headers against the user', async () => {
    const ok = await suite.api.get('CAC/queries/session', { token: suite.demo.operator, headers: atUnit(suite.demo.north) });
    expect(ok.status).toBe(200);
    const refusedHeaders: Record<string, string>[] = [
      atUnit(suite.demo.south),
      atUnit(999999),
      { 'id-element': 'abc' },
      { ...atUnit(suite.demo.north), 'plt-code': '999' },
      { 'client-code': '999' },
    ];
    for (const headers of refusedHeaders) {
      const refused = await suite.api.get(paths.measures, { token: suite.demo.operator, headers });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } });
    }
  });
});
