import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const userList = 'CAC/queries/USUARIO';

describe.each(dialects)('the unit user list (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  beforeAll(async () => {
    await regularUser(suite.api, suite.demo, 'colleague', []);
    const admin = { token: suite.demo.admin, headers: atUnit(suite.demo.north) };
    const southOnly = await suite.api.post(
      paths.users,
      { usu_nome: 'Southerner', usu_login: 'southerner', usu_senha: 'Southerner#Pass2026', usu_tipo: '2' },
      admin,
    );
    await suite.api.post(paths.userUnits, { id_usuario: southOnly.body.data.id_usuario, id_elemento: suite.demo.south, profiles: [] }, admin);
    const retired = await regularUser(suite.api, suite.demo, 'retired', []);
    await suite.api.put(`${paths.users}/${retired.id}`, { usu_ativo: 'N' }, admin);
  });

  it('lists the active people of the unit and the admins to any signed user of it, without permissions', async () => {
    const response = await suite.api.get(userList, { token: suite.demo.operator, headers: atUnit(suite.demo.north) });
    expect(response.status).toBe(200);
    const logins = (response.body.data as { usu_login: string }[]).map((user) => user.usu_login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'operator', 'colleague']));
    expect(logins).not.toContain('southerner');
    expect(logins).not.toContain('retired');
  });

  it('answers only the list item fields, never a password hash', async () => {
    const response = await suite.api.get(userList, { token: suite.demo.operator, headers: atUnit(suite.demo.north) });
    for (const user of response.body.data as Record<string, unknown>[]) {
      expect(Object.keys(user).sort()).toEqual(['id_usuario', 'usu_foto', 'usu_login', 'usu_nome']);
    }
    expect(response.text).not.toMatch(/argon2/);
  });

  it('refuses a caller without a session', async () => {
    expect((await suite.api.get(userList)).status).toBe(401);
  });
});
