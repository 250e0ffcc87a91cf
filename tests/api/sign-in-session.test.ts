import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/modules/auth/password-hashing.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { paths } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { regularUser } from './helpers/user-fixtures.js';

const parameters = 'EST/entities/PARAMETROS';
const refusal = (status: string, message: string) => ({ status, error: { code: status, message } });
const wrongPassword = (made: number, remaining: number) => ({
  ...refusal('UNAUTHORIZED_PASSWORD', 'auth.signin.failurePassword'),
  tentativasLogin: made,
  remainingAttempts: remaining,
  blockUserSituation: false,
});
const lockedOut = (limit: number) => ({
  ...refusal('UNAUTHORIZED_PASSWORD_LIMIT', 'auth.signin.failurePasswordLimit'),
  tentativasLogin: limit,
  remainingAttempts: 0,
  blockUserSituation: true,
});

describe.each(dialects)('sign-in outcomes and failed attempts (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const login = (username: string, password: string, client = suite.api) => client.post('CAC/actions/login', { username, password });
  const userRecord = async (id: number) => (await suite.api.get(`${paths.users}/${id}`, admin())).body.data;

  it('counts wrong passwords with the attempts left out of the default 5, and a success resets the count', async () => {
    const ana = await regularUser(suite.api, suite.demo, 'ana', []);
    expect((await login('ana', 'Wrong#Password1')).body).toEqual(wrongPassword(1, 4));
    const second = await login('ana', 'Wrong#Password1');
    expect(second.status).toBe(401);
    expect(second.body).toEqual(wrongPassword(2, 3));
    expect((await login('ana', ana.password)).status).toBe(200);
    expect((await login('ana', 'Wrong#Password1')).body).toEqual(wrongPassword(1, 4));
  });

  it('answers a wrong username exactly like a wrong password, attempt after attempt', async () => {
    await regularUser(suite.api, suite.demo, 'bruno', []);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const known = await login('bruno', 'Wrong#Password1');
      const unknown = await login('nobody-here', 'Wrong#Password1');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
    expect((await login('nobody-here', 'Wrong#Password1')).body).toEqual(lockedOut(5));
  });

  it("locks the name after the client's configured number of failed attempts, not blocking the user for good", async () => {
    const saved = await suite.api.post(parameters, { failed_sign_in_limit: 3, user_limit: 0 }, admin());
    expect(saved.status).toBe(200);
    const caio = await regularUser(suite.api, suite.demo, 'caio', []);
    expect((await login('caio', 'Wrong#Password1')).body).toEqual(wrongPassword(1, 2));
    expect((await login('caio', 'Wrong#Password1')).body).toEqual(wrongPassword(2, 1));
    expect((await login('caio', 'Wrong#Password1')).body).toEqual(lockedOut(3));
    expect((await userRecord(caio.id)).usu_bloqueado).toBe(0);
    expect(Date.parse((await userRecord(caio.id)).usu_bloqueado_ate)).toBeGreaterThan(Date.now());

    // A locked name keeps getting it while the lock lasts, even with the right password, and after a restart.
    expect((await login('caio', caio.password)).body).toEqual(lockedOut(3));
    suite.server = await suite.server.restart();
    suite.api = apiClient(suite.server.app);
    expect((await login('caio', caio.password)).body).toEqual(lockedOut(3));
  });

  it('keeps the count in the database, shared by every API process', async () => {
    const other = await startServer(dialect, {}, suite.server.database);
    try {
      await regularUser(suite.api, suite.demo, 'dora', []);
      expect((await login('dora', 'Wrong#Password1')).body).toEqual(wrongPassword(1, 2));
      expect((await login('dora', 'Wrong#Password1', apiClient(other.app))).body).toEqual(wrongPassword(2, 1));
      expect((await login('dora', 'Wrong#Password1')).body).toEqual(lockedOut(3));
    } finally {
      await other.app.close();
    }
  });

  it('lets no parallel guess past the limit', async () => {
    const eva = await regularUser(suite.api, suite.demo, 'eva', []);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => login('eva', 'Wrong#Password1')));
    expect(answers.map((a) => a.body.status).sort()).toEqual([
      'UNAUTHORIZED_PASSWORD',
      'UNAUTHORIZED_PASSWORD',
      'UNAUTHORIZED_PASSWORD_LIMIT',
      'UNAUTHORIZED_PASSWORD_LIMIT',
      'UNAUTHORIZED_PASSWORD_LIMIT',
      'UNAUTHORIZED_PASSWORD_LIMIT',
    ]);
    expect((await login('eva', eva.password)).body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
  });

  it('refuses an inactive user and a user without units once the password is right', async () => {
    const created = await suite.api.post(paths.users, { usu_nome: 'Idle', usu_login: 'idle', usu_senha: 'Idle#Password2026', usu_tipo: '2' }, admin());
    expect((await login('idle', 'Idle#Password2026')).body).toEqual(refusal('UNAUTHORIZED_UNITS', 'auth.signin.unauthorized'));
    await suite.api.put(`${paths.users}/${created.body.data.id_usuario}`, { usu_ativo: 'N' }, admin());
    expect((await login('idle', 'Idle#Password2026')).body).toEqual(refusal('UNAUTHORIZED_INACTIVE_USER', 'auth.signin.inactiveUser'));
    expect((await login('idle', 'Wrong#Password1')).body).toEqual(wrongPassword(1, 2));
  });

  it('refuses the users of a client without a contract', async () => {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const root = { isAdmin: true, clientId: null, unit: null };
    const client = await createEntity(deps, suite.server.app.catalog.get('clients')!, root, { cli_descri: 'No Contract Ltd' });
    const scope = { ...root, clientId: client.cli_codigo as number };
    await createEntity(deps, suite.server.app.catalog.get('users')!, scope, {
      usu_nome: 'Out',
      usu_login: 'outsider',
      usu_senha: 'Outsider#Pass2026',
      usu_tipo: '1',
    });
    expect((await login('outsider', 'Outsider#Pass2026')).body).toEqual(refusal('UNCONTRATED_UNITS', 'auth.signin.withoutContract'));
  });

  it('refuses a name no account can have as plain wrong credentials, without counting it', async () => {
    expect((await login('two words', 'Wrong#Password1')).body).toEqual(refusal('UNAUTHORIZED', 'auth.signin.failure'));
    expect((await login('x'.repeat(51), 'Wrong#Password1')).body).toEqual(refusal('UNAUTHORIZED', 'auth.signin.failure'));
    const counted = await suite.server.app.database.db.selectFrom('tentativa_login').select('login').where('login', '=', 'two words').execute();
    expect(counted).toEqual([]);
  });

  it('says when the password is shorter than the policy and when it must be changed', async () => {
    const fred = await regularUser(suite.api, suite.demo, 'fred', []);
    const hash = await hashPassword('Short#1a');
    await suite.server.app.database.db.updateTable('usuario').set({ usu_senha: hash }).where('id_usuario', '=', fred.id).execute();
    await suite.api.put(`${paths.users}/${fred.id}`, { usu_forcar_nova_senha: 1 }, admin());
    const answer = await login('fred', 'Short#1a');
    expect(answer.body).toMatchObject({ status: 'SUCCESS', passwordHasNecessaryLength: false, forcePasswordChange: true, userDataPermission: true });
    expect(answer.body.data).not.toHaveProperty('usu_senha');
  });
});

describe.each(dialects)('session lifetime (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { sessionTtlHours: 2 } });
    api = apiClient(server.app);
  });
  afterAll(() => server.close());

  it('gives a token SESSION_TTL_HOURS of life, then answers it 401', async () => {
    const token = await api.login('admin', 'Admin#Plant2026');
    const session = await server.app.database.db.selectFrom('sessao').selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(2 * 3_600_000);
    expect((await api.get('CAC/queries/session', { token })).status).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await server.app.database.db.updateTable('sessao').set({ expires_at: past }).execute();
    const expired = await api.get(paths.units, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'global.error.messages.unauthorized' } });
  });

  it('revokes the token at sign-out', async () => {
    const token = await api.login('admin', 'Admin#Plant2026');
    expect((await api.post('CAC/actions/logout', undefined, { token })).status).toBe(200);
    expect((await api.get('CAC/queries/session', { token })).status).toBe(401);
  });
});
