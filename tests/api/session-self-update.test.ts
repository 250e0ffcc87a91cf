import { describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';

const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const commonPassword = 'global.labels.validatePassword.commonPassword';

describe.each(dialects)('consent and forced new password on the own record (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const own = (person: Person) => `${paths.users}/${person.id}`;
  const stored = async (person: Person) => (await suite.api.get(own(person), admin())).body.data;

  /** A user without the user-registration permission, whose consent is still unanswered. */
  async function newcomer(login: string, changes: Record<string, unknown> = {}): Promise<Person> {
    const person = await regularUser(suite.api, suite.demo, login, []);
    await suite.api.put(own(person), { usu_permissao_dados: 0, ...changes }, admin());
    return person;
  }

  it('signs in with userDataPermission false, then allows: consent 1 and still active', async () => {
    const person = await newcomer('gina');
    const answer = await suite.api.post('CAC/actions/login', { username: 'gina', password: person.password });
    expect(answer.body.userDataPermission).toBe(false);
    const saved = await suite.api.put(own(person), { usu_permissao_dados: 1, usu_ativo: 'S' }, person.at);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ usu_permissao_dados: 1, usu_ativo: 'S' });
    expect((await suite.api.post('CAC/actions/login', { username: 'gina', password: person.password })).body.userDataPermission).toBe(true);
  });

  it('does not allow: consent 0 and inactive, which ends the session and refuses the next sign-in', async () => {
    const person = await newcomer('hugo');
    const saved = await suite.api.put(own(person), { usu_permissao_dados: 0, usu_ativo: 'N' }, person.at);
    expect(saved.status).toBe(200);
    expect(await stored(person)).toMatchObject({ usu_permissao_dados: 0, usu_ativo: 'N' });
    expect((await suite.api.get('CAC/queries/session', person.at)).status).toBe(401);
    expect((await suite.api.post('CAC/actions/login', { username: 'hugo', password: person.password })).body.status).toBe('UNAUTHORIZED_INACTIVE_USER');
  });

  it('saves a forced new password with the flag back to 0, and the new password signs in', async () => {
    const person = await newcomer('iris', { usu_permissao_dados: 1, usu_forcar_nova_senha: 1 });
    const saved = await suite.api.put(own(person), { usu_senha: 'Iris#Renewed-2026', usu_forcar_nova_senha: 0 }, person.at);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ usu_forcar_nova_senha: 0 });
    expect(saved.body.data).not.toHaveProperty('usu_senha');
    const answer = await suite.api.post('CAC/actions/login', { username: 'iris', password: 'Iris#Renewed-2026' });
    expect(answer.body).toMatchObject({ status: 'SUCCESS', forcePasswordChange: false });
    expect((await suite.api.get(own(person), person.at)).body.data.usu_forcar_nova_senha).toBe(0);
  });

  it.each([
    ['consent with the admin type', { usu_permissao_dados: 1, usu_ativo: 'S', usu_tipo: '1' }],
    ['consent while inactive', { usu_permissao_dados: 1, usu_ativo: 'N' }],
    ['the force flag without a new password', { usu_forcar_nova_senha: 0 }],
    ['a new password with the blocked flag', { usu_senha: 'Jana#Renewed-2026', usu_forcar_nova_senha: 0, usu_bloqueado: 1 }],
    ['the type alone', { usu_tipo: '1' }],
  ])('refuses %s on the own record', async (_name, body) => {
    const person = await newcomer(`j${Math.random().toString(36).slice(2, 8)}`, { usu_forcar_nova_senha: 1 });
    const before = await stored(person);
    expect((await suite.api.put(own(person), body, person.at)).body).toEqual(forbidden);
    expect(await stored(person)).toEqual(before);
  });

  it("refuses the consent and password fields on another user's record", async () => {
    const person = await newcomer('kim');
    const other = await newcomer('lea');
    expect((await suite.api.put(own(other), { usu_permissao_dados: 1, usu_ativo: 'S' }, person.at)).body).toEqual(forbidden);
    expect((await suite.api.put(own(other), { usu_senha: 'Lea#Taken-Over-2026', usu_forcar_nova_senha: 0 }, person.at)).body).toEqual(forbidden);
    expect((await suite.api.get(own(other), person.at)).status).toBe(403);
  });

  it('refuses to change the own active flag even with the user-registration permission, except by the consent', async () => {
    const clerk = await regularUser(suite.api, suite.demo, 'mara', [userRegistrationMenu]);
    expect((await suite.api.put(own(clerk), { usu_ativo: 'N' }, clerk.at)).body).toEqual(forbidden);
  });
});

describe.each(dialects)('common passwords (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;

  it.each(['Password123!', 'P@ssw0rd2026#', 'Football#1999'])('refuses %s on create with its own message key', async (password) => {
    const created = await suite.api.post(paths.users, { usu_nome: 'Nina', usu_login: 'nina', usu_senha: password, usu_tipo: '2' }, admin());
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual({ usu_senha: { key: commonPassword } });
  });

  it('refuses a common password on the own forced change, and keeps the old one', async () => {
    const person = await regularUser(suite.api, suite.demo, 'otto', []);
    const changed = await suite.api.put(`${paths.users}/${person.id}`, { usu_senha: 'Summer#2026!', usu_forcar_nova_senha: 0 }, person.at);
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toEqual({ usu_senha: { key: commonPassword } });
    expect((await suite.api.post('CAC/actions/login', { username: 'otto', password: person.password })).status).toBe(200);
  });
});
