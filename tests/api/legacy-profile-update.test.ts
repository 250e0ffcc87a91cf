import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const legacyPath = 'users';

describe.each(dialects)('PUT /users, the legacy profile update (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let worker: Person;
  const { admin } = suite;
  const stored = async (id: number) => (await suite.api.get(`${paths.users}/${id}`, admin())).body.data;

  beforeAll(async () => {
    worker = await regularUser(suite.api, suite.demo, 'legacy', []);
  });

  it('saves name, e-mail and password of the signed user, without the user-registration permission', async () => {
    const changes = { usu_nome: 'Lena Legacy', usu_email: 'lena@plant.example', usu_senha: 'Lena#NewPassword26' };
    const saved = await suite.api.put(legacyPath, { ...changes, usu_senha_atual: worker.password }, worker.at);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id_usuario: worker.id, usu_nome: 'Lena Legacy', usu_email: 'lena@plant.example' });
    expect(saved.body.data).not.toHaveProperty('usu_senha');
    expect(await suite.api.login('legacy', 'Lena#NewPassword26')).toEqual(expect.any(String));
  });

  it('asks for the password in use before setting a new one, as the profile dialog does', async () => {
    const missing = await suite.api.put(legacyPath, { usu_senha: 'Lena#OtherPassword26' }, worker.at);
    expect([missing.status, Object.keys(missing.body.error.fields)]).toEqual([400, ['usu_senha_atual']]);
    const wrong = await suite.api.put(legacyPath, { usu_senha: 'Lena#OtherPassword26', usu_senha_atual: 'Not#ThePassword26' }, worker.at);
    expect(wrong.body.error.code).toBe('WRONG_CURRENT_PASSWORD');
    expect(await suite.api.login('legacy', 'Lena#NewPassword26')).toEqual(expect.any(String));
  });

  it('applies the form rules', async () => {
    const bad = await suite.api.put(legacyPath, { usu_nome: '', usu_email: 'nope', usu_senha: 'weak' }, worker.at);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['usu_email', 'usu_nome', 'usu_senha']);
  });

  it.each([
    ['their type', { usu_tipo: '1' }],
    ['their active flag', { usu_nome: 'Still me', usu_ativo: 'N' }],
    ['their login', { usu_login: 'boss' }],
  ])('refuses a change to %s', async (_name, changes) => {
    const before = await stored(worker.id);
    expect((await suite.api.put(legacyPath, changes, worker.at)).body).toEqual(forbidden);
    expect(await stored(worker.id)).toEqual(before);
  });

  it("refuses someone else's record named in the body", async () => {
    const operator = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'operator' } } })).body.data[0];
    const before = await stored(operator.id_usuario);
    expect((await suite.api.put(legacyPath, { id_usuario: operator.id_usuario, usu_nome: 'Mine' }, worker.at)).body).toEqual(forbidden);
    expect(await stored(operator.id_usuario)).toEqual(before);
  });

  it('accepts its own id in the body, and answers 400 to a body that is no object', async () => {
    expect((await suite.api.put(legacyPath, { id_usuario: worker.id, usu_nome: 'Lena L.' }, worker.at)).status).toBe(200);
    expect((await suite.api.put(legacyPath, [1, 2], worker.at)).status).toBe(400);
    expect((await suite.api.put(legacyPath, undefined, { ...worker.at, raw: '"text"' })).status).toBe(400);
  });

  it('refuses a key that is no field of the profile form: a change the own profile may not make', async () => {
    expect((await suite.api.put(legacyPath, { usu_nome: 'Lena L.', nickname: 'Lena' }, worker.at)).body).toEqual(forbidden);
  });

  it('needs a session', async () => {
    expect((await suite.api.put(legacyPath, { usu_nome: 'Nobody' })).status).toBe(401);
  });
});
