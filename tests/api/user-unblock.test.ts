import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';

describe.each(dialects)('unblocking a user (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let clerk: Person;
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const attemptsOf = async (login: string) =>
    (await server.app.database.db.selectFrom('tentativa_login').select('falhas').where('login', '=', login).executeTakeFirst())?.falhas;

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    clerk = await regularUser(api, demo, 'clerk', [userRegistrationMenu]);
  });
  afterAll(() => server.close());

  it('sets usu_bloqueado to 0 and forgets the failed sign-in attempts, so the user signs in again', async () => {
    const locked = await regularUser(api, demo, 'locked', []);
    const path = `${paths.users}/${locked.id}`;
    await api.put(path, { usu_bloqueado: 1 }, admin());
    await server.app.database.db.insertInto('tentativa_login').values({ login: 'locked', falhas: 5, ultima_falha: new Date().toISOString() }).execute();
    expect((await api.post('CAC/actions/login', { username: 'locked', password: locked.password })).status).toBe(401);

    const unblocked = await api.put(path, { usu_bloqueado: 0 }, clerk.at);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data.usu_bloqueado).toBe(0);
    expect(await attemptsOf('locked')).toBeUndefined();
    expect((await api.post('CAC/actions/login', { username: 'locked', password: locked.password })).status).toBe(200);
  });

  it('takes a new password with the unblock, and leaves the attempts of users who stay blocked', async () => {
    const other = await regularUser(api, demo, 'other', []);
    const path = `${paths.users}/${other.id}`;
    await api.put(path, { usu_bloqueado: 1 }, admin());
    await server.app.database.db.insertInto('tentativa_login').values({ login: 'other', falhas: 5, ultima_falha: new Date().toISOString() }).execute();
    expect((await api.put(path, { usu_nome: 'Other (still blocked)' }, admin())).status).toBe(200);
    expect(await attemptsOf('other')).toBe(5);
    expect((await api.put(path, { usu_bloqueado: 0, usu_senha: 'Fresh#Password2026' }, admin())).status).toBe(200);
    expect(await attemptsOf('other')).toBeUndefined();
    expect(await api.login('other', 'Fresh#Password2026')).toEqual(expect.any(String));
  });
});
