import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const field = (key: string, args?: Record<string, unknown>) => ({ key, ...(args ? { args } : {}) });

describe.each(dialects)('the user form rules (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let clerk: Person;
  let adminId: number;
  const { admin } = suite;
  const user = (extra: Record<string, unknown>) => ({ usu_nome: 'New', usu_login: 'new', usu_senha: 'New#Password2026', usu_tipo: '2', ...extra });

  beforeAll(async () => {
    clerk = await regularUser(suite.api, suite.demo, 'clerk', [userRegistrationMenu]);
    adminId = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'admin' } } })).body.data[0].id_usuario;
  });

  it.each([
    ['a missing name', { usu_nome: '' }, 'usu_nome', field('global.labels.requiredField')],
    ['a name of 51 characters', { usu_nome: 'n'.repeat(51) }, 'usu_nome', field('global.labels.maxLengthExceeded', { max: 50 })],
    ['a missing login', { usu_login: '' }, 'usu_login', field('global.labels.requiredField')],
    ['a login of 51 characters', { usu_login: 'l'.repeat(51) }, 'usu_login', field('global.labels.maxLengthExceeded', { max: 50 })],
    ['a login with a space', { usu_login: 'john doe' }, 'usu_login', field('global.labels.noSpacesAllowed')],
    ['a bad e-mail', { usu_email: 'john@' }, 'usu_email', field('global.labels.insertValidEmail')],
    [
      'an e-mail of 401 characters',
      { usu_email: `${'e'.repeat(60)}@${'d'.repeat(328)}.example.com` },
      'usu_email',
      field('global.labels.maxLengthExceeded', { max: 400 }),
    ],
    ['no account type', { usu_tipo: null }, 'usu_tipo', field('global.labels.requiredField')],
    ['an unknown account type', { usu_tipo: '3' }, 'usu_tipo', field('validation.oneOf', { options: '1, 2' })],
  ])('refuses %s with its message', async (_name, extra, name, error) => {
    const response = await suite.api.post(paths.users, user(extra), admin());
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ [name]: error });
  });

  it('accepts the limits themselves and refuses a login already taken, on create and on update', async () => {
    const created = await suite.api.post(paths.users, user({ usu_nome: 'n'.repeat(50), usu_login: 'l'.repeat(50), usu_email: 'a@b.co' }), admin());
    expect(created.status).toBe(200);
    const taken = await suite.api.post(paths.users, user({ usu_login: 'operator' }), admin());
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ usu_login: field('global.labels.userExists') });
    const renamed = await suite.api.put(`${paths.users}/${created.body.data.id_usuario}`, { usu_login: 'clerk' }, admin());
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.fields).toEqual({ usu_login: field('global.labels.userExists') });
  });

  it('lets only an admin set the admin type', async () => {
    expect((await suite.api.post(paths.users, user({ usu_login: 'boss', usu_tipo: '1' }), clerk.at)).body).toEqual(forbidden);
    const regular = await suite.api.post(paths.users, user({ usu_login: 'worker' }), clerk.at);
    expect(regular.status).toBe(200);
    const path = `${paths.users}/${regular.body.data.id_usuario}`;
    expect((await suite.api.put(path, { usu_tipo: '1' }, clerk.at)).status).toBe(403);
    expect((await suite.api.get(path, admin())).body.data.usu_tipo).toBe('2');
    expect((await suite.api.put(path, { usu_tipo: '1' }, admin())).body.data.usu_tipo).toBe('1');
  });

  it('keeps admins read-only to non-admins', async () => {
    const path = `${paths.users}/${adminId}`;
    expect((await suite.api.get(path, clerk.at)).body.data.usu_login).toBe('admin');
    expect((await suite.api.put(path, { usu_nome: 'Hacked' }, clerk.at)).body).toEqual(forbidden);
    expect((await suite.api.put(path, { usu_senha: 'Hacked#Password2026' }, clerk.at)).status).toBe(403);
    expect((await suite.api.delete(path, clerk.at)).status).toBe(403);
    expect((await suite.api.get(path, admin())).body.data.usu_nome).toBe('Administrator');
  });

  it('lets nobody change their own type or active flag, while other fields of their own record save', async () => {
    for (const [who, id] of [
      [admin(), adminId],
      [clerk.at, clerk.id],
    ] as const) {
      const path = `${paths.users}/${id}`;
      const own = (await suite.api.get(path, who)).body.data;
      expect((await suite.api.put(path, { ...own, usu_tipo: own.usu_tipo === '1' ? '2' : '1' }, who)).body).toEqual(forbidden);
      expect((await suite.api.put(path, { ...own, usu_ativo: 'N' }, who)).body).toEqual(forbidden);
      const saved = await suite.api.put(path, { ...own, usu_nome: `${own.usu_nome} (me)` }, who);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ usu_tipo: own.usu_tipo, usu_ativo: 'S', usu_nome: `${own.usu_nome} (me)` });
    }
  });
});
