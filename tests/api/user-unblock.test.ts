import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

describe.each(dialects)('unblocking a user (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let clerk: Person;
  const { admin } = suite;
  const attemptsOf = async (login: string) =>
    (await suite.server.app.database.db.selectFrom('tentativa_login').select('falhas').where('login', '=', login).executeTakeFirst())?.falhas;

  beforeAll(async () => {
    clerk = await regularUser(suite.api, suite.demo, 'clerk', [userRegistrationMenu]);
  });

  it('sets usu_bloqueado to 0 and forgets the failed sign-in attempts, so the user signs in again', async () => {
    const locked = await regularUser(suite.api, suite.demo, 'locked', []);
    const path = `${paths.users}/${locked.id}`;
    await suite.api.put(path, { usu_bloqueado: 1 }, admin());
    await suite.server.app.database.db.insertInto('tentativa_login').values({ login: 'locked', falhas: 5, ultima_falha: new Date().toISOString() }).execute();
    expect((await suite.api.post('CAC/actions/login', { username: 'locked', password: locked.password })).status).toBe(401);

    const unblocked = await suite.api.put(path, { usu_bloqueado: 0 }, clerk.at);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data.usu_bloqueado).toBe(0);
    expect(await attemptsOf('locked')).toBeUndefined();
    expect((await suite.api.post('CAC/actions/login', { username: 'locked', password: locked.password })).status).toBe(200);
  });

  it('takes a new password with the unblock, and leaves the attempts of users who stay blocked', async () => {
    const other = await regularUser(suite.api, suite.demo, 'other', []);
    const path = `${paths.users}/${other.id}`;
    await suite.api.put(path, { usu_bloqueado: 1 }, admin());
    await suite.server.app.database.db.insertInto('tentativa_login').values({ login: 'other', falhas: 5, ultima_falha: new Date().toISOString() }).execute();
    expect((await suite.api.put(path, { usu_nome: 'Other (still blocked)' }, admin())).status).toBe(200);
    expect(await attemptsOf('other')).toBe(5);
    expect((await suite.api.put(path, { usu_bloqueado: 0, usu_senha: 'Fresh#Password2026' }, admin())).status).toBe(200);
    expect(await attemptsOf('other')).toBeUndefined();
    expect(await suite.api.login('other', 'Fresh#Password2026')).toEqual(expect.any(String));
  });
});
