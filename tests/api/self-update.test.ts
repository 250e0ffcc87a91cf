import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const photo = `${'0a'.repeat(16)}.png`;

describe.each(dialects)('a user updating their own profile (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let worker: Person;
  let own: string;
  const { admin } = suite;

  beforeAll(async () => {
    worker = await regularUser(suite.api, suite.demo, 'worker', []);
    own = `${paths.users}/${worker.id}`;
  });

  it('reads and saves name, e-mail, photo and password without the user-registration permission', async () => {
    expect((await suite.api.get(paths.users, worker.at)).status).toBe(403);
    const record = (await suite.api.get(own, worker.at)).body.data;
    expect(record).toMatchObject({ id_usuario: worker.id, usu_login: 'worker', usu_tipo: '2' });
    expect(record).not.toHaveProperty('usu_senha');

    const changes = { usu_nome: 'Wendy Worker', usu_email: 'wendy@plant.example', usu_foto: photo, usu_senha: 'Wendy#NewPassword1' };
    const saved = await suite.api.put(own, { ...record, ...changes, usu_senha_atual: worker.password }, worker.at);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ usu_nome: 'Wendy Worker', usu_email: 'wendy@plant.example', usu_foto: photo, usu_tipo: '2', usu_ativo: 'S' });
    expect(await suite.api.login('worker', 'Wendy#NewPassword1')).toEqual(expect.any(String));
    expect((await suite.api.post('CAC/actions/login', { username: 'worker', password: worker.password })).status).toBe(401);
  });

  it('still applies the form rules to those fields', async () => {
    const bad = await suite.api.put(own, { usu_nome: '', usu_email: 'nope', usu_senha: 'weak' }, worker.at);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['usu_email', 'usu_nome', 'usu_senha']);
    expect((await suite.api.put(own, { usu_foto: '../../etc/passwd' }, worker.at)).status).toBe(400);
  });

  it.each([
    ['their type', { usu_tipo: '1' }],
    ['their active flag with their name', { usu_nome: 'Still me', usu_ativo: 'N' }],
    ['their login', { usu_login: 'boss' }],
    ['their blocked flag', { usu_bloqueado: 1 }],
    ['a field the user entity does not have', { usu_nome: 'Me', cli_codigo_x: 1 }],
  ])('refuses a change to %s', async (_name, changes) => {
    const before = (await suite.api.get(own, admin())).body.data;
    expect((await suite.api.put(own, changes, worker.at)).body).toEqual(forbidden);
    expect((await suite.api.get(own, admin())).body.data).toEqual(before);
  });

  it('sends an unchanged type and active flag back without complaint, as the form does', async () => {
    const record = (await suite.api.get(own, worker.at)).body.data;
    expect((await suite.api.put(own, { ...record, id: record.id_usuario, usu_nome: 'Wendy W.', usu_senha: '' }, worker.at)).status).toBe(200);
  });

  it("refuses anyone else's record, read or write", async () => {
    const operator = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'operator' } } })).body.data[0];
    expect((await suite.api.get(`${paths.users}/${operator.id_usuario}`, worker.at)).body).toEqual(forbidden);
    expect((await suite.api.put(`${paths.users}/${operator.id_usuario}`, { usu_nome: 'Mine' }, worker.at)).body).toEqual(forbidden);
    expect((await suite.api.delete(own, worker.at)).body).toEqual(forbidden);
  });
});
