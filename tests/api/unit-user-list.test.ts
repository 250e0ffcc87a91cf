import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';

const userList = 'CAC/queries/USUARIO';

describe.each(dialects)('the unit user list (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    await regularUser(api, demo, 'colleague', []);
    const admin = { token: demo.admin, headers: atUnit(demo.north) };
    const southOnly = await api.post(paths.users, { usu_nome: 'Southerner', usu_login: 'southerner', usu_senha: 'Southerner#Pass2026', usu_tipo: '2' }, admin);
    await api.post(paths.userUnits, { id_usuario: southOnly.body.data.id_usuario, id_elemento: demo.south, profiles: [] }, admin);
    const retired = await regularUser(api, demo, 'retired', []);
    await api.put(`${paths.users}/${retired.id}`, { usu_ativo: 'N' }, admin);
  });
  afterAll(() => server.close());

  it('lists the active people of the unit and the admins to any signed user of it, without permissions', async () => {
    const response = await api.get(userList, { token: demo.operator, headers: atUnit(demo.north) });
    expect(response.status).toBe(200);
    const logins = (response.body.data as { usu_login: string }[]).map((user) => user.usu_login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'operator', 'colleague']));
    expect(logins).not.toContain('southerner');
    expect(logins).not.toContain('retired');
  });

  it('answers only the list item fields, never a password hash', async () => {
    const response = await api.get(userList, { token: demo.operator, headers: atUnit(demo.north) });
    for (const user of response.body.data as Record<string, unknown>[]) {
      expect(Object.keys(user).sort()).toEqual(['id_usuario', 'usu_foto', 'usu_login', 'usu_nome']);
    }
    expect(response.text).not.toMatch(/argon2/);
  });

  it('refuses a caller without a session', async () => {
    expect((await api.get(userList)).status).toBe(401);
  });
});
