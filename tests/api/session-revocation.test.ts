import { describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const currentWrong = {
  code: 'WRONG_CURRENT_PASSWORD',
  message: 'auth.password.currentWrong',
  fields: { usu_senha_atual: { key: 'auth.password.currentWrong' } },
};

describe.each(dialects)('sessions end when the account changes (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const own = (person: Person) => `${paths.users}/${person.id}`;
  const sessionStatus = async (token: string) => (await suite.api.get('CAC/queries/session', { token, headers: atUnit(suite.demo.north) })).status;
  const signInAgain = async (person: Person, password = person.password) => suite.api.login(person.login, password);

  it('keeps the session that changed its own password and ends every other one', async () => {
    const person = await regularUser(suite.api, suite.demo, 'paula', []);
    const laptop = await signInAgain(person);
    const changed = await suite.api.put(own(person), { usu_senha: 'Paula#Changed-2026', usu_senha_atual: person.password }, person.at);
    expect(changed.status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(200);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await suite.api.login('paula', 'Paula#Changed-2026')).toEqual(expect.any(String));
  });

  it('needs the current password for a change of the own password, and keeps everything on a wrong one', async () => {
    const person = await regularUser(suite.api, suite.demo, 'quinn', []);
    const laptop = await signInAgain(person);
    const missing = await suite.api.put(own(person), { usu_senha: 'Quinn#Changed-2026' }, person.at);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ usu_senha_atual: { key: 'global.labels.requiredField' } });
    const wrong = await suite.api.put(own(person), { usu_senha: 'Quinn#Changed-2026', usu_senha_atual: 'Not#MyPassword1' }, person.at);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual(currentWrong);
    expect(await sessionStatus(laptop)).toBe(200);
    expect(await signInAgain(person)).toEqual(expect.any(String));
  });

  it("ends the sessions of the user whose password an admin resets, and not the admin's", async () => {
    const person = await regularUser(suite.api, suite.demo, 'rafa', []);
    const laptop = await signInAgain(person);
    expect((await suite.api.put(own(person), { usu_nome: 'Rafa R.' }, admin())).status).toBe(200);
    expect(await sessionStatus(laptop)).toBe(200);
    expect((await suite.api.put(own(person), { usu_senha: 'Rafa#Reset-by-Admin1' }, admin())).status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(401);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(suite.demo.admin)).toBe(200);
  });

  it('ends the sessions of a user an admin blocks', async () => {
    const person = await regularUser(suite.api, suite.demo, 'sami', []);
    expect((await suite.api.put(own(person), { usu_bloqueado: 1 }, admin())).status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(401);
  });

  it('ends the sessions of a user whose last unit is removed, not of one who keeps a unit', async () => {
    const person = await regularUser(suite.api, suite.demo, 'tess', []);
    const ids = { id_usuario: person.id };
    expect((await suite.api.post('CAC/entities/ELEMENTO', { ...ids, id_elemento: suite.demo.south }, admin())).status).toBe(200);
    expect((await suite.api.put('CAC/queries/ELEMENTO', { ...ids, id_elemento: suite.demo.south }, admin())).status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(200);
    expect((await suite.api.put('CAC/queries/ELEMENTO', { ...ids, id_elemento: suite.demo.north }, admin())).status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(401);
  });

  it('ends the sessions when the last link goes through the generic user-unit route too', async () => {
    const person = await regularUser(suite.api, suite.demo, 'ugo', []);
    const [link] = (await suite.api.get(paths.userUnits, { ...admin(), query: { filter: { id_usuario: person.id } } })).body.data;
    expect((await suite.api.delete(`${paths.userUnits}/${link.id_usuario_elemento}`, admin())).status).toBe(200);
    expect(await sessionStatus(person.token)).toBe(401);
  });
});

describe.each(dialects)('the forced new password (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  it('needs no current password while an admin forces the change, and still ends the other sessions', async () => {
    const person = await regularUser(suite.api, suite.demo, 'vera', []);
    const admin = suite.admin();
    expect((await suite.api.put(`${paths.users}/${person.id}`, { usu_forcar_nova_senha: 1 }, admin)).status).toBe(200);
    const laptop = await suite.api.login('vera', person.password);
    const saved = await suite.api.put(`${paths.users}/${person.id}`, { usu_senha: 'Vera#Renewed-2026', usu_forcar_nova_senha: 0 }, person.at);
    expect(saved.status).toBe(200);
    expect((await suite.api.get('CAC/queries/session', person.at)).status).toBe(200);
    expect((await suite.api.get('CAC/queries/session', { token: laptop, headers: atUnit(suite.demo.north) })).status).toBe(401);
  });
});
