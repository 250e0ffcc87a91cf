import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';

const units = 'CAC/entities/ELEMENTO';
const unassign = 'CAC/queries/ELEMENTO';
const profiles = 'CAC/entities/PERFIL_USU';
const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };

describe.each(dialects)('unit assignment in the user form (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let clerk: Person;
  let operatorProfile: number;
  const { admin } = suite;
  const newUser = async (login: string, type = '2') =>
    (await suite.api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: 'Some#Password2026', usu_tipo: type }, admin())).body.data
      .id_usuario as number;
  const unitOf = async (userId: number, unitId: number, who = admin()) =>
    ((await suite.api.get(`${units}/${userId}`, who)).body.data as any[]).find((unit) => unit.id_elemento === unitId);

  beforeAll(async () => {
    clerk = await regularUser(suite.api, suite.demo, 'clerk', [userRegistrationMenu]);
    operatorProfile = (await suite.api.get(paths.profiles, { ...admin(), query: { filter: { q: 'Operator' } } })).body.data[0].id_perfil;
  });

  it('lists every unit of the client for a user, with the link, its profiles and initial page', async () => {
    const operator = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'operator' } } })).body.data[0];
    const response = await suite.api.get(`${units}/${operator.id_usuario}`, admin());
    expect(response.status).toBe(200);
    expect(response.body.data.map((unit: any) => [unit.ele_descri, unit.selected])).toEqual([
      ['North Line 1', true],
      ['South Line 1', false],
    ]);
    const north = response.body.data[0];
    expect(north).toMatchObject({
      id_elemento: suite.demo.north,
      plt_descri: 'North Plant',
      initial_page: '/analysis/analysis-process',
      id_usuario_elemento: expect.any(Number),
    });
    expect(north.profiles).toContainEqual({ id_perfil: operatorProfile, per_descri: 'Operator', selected: true });
    expect(response.body.data[1]).toMatchObject({
      id_usuario_elemento: null,
      profiles: expect.arrayContaining([{ id_perfil: operatorProfile, per_descri: 'Operator', selected: false }]),
    });
  });

  it('assigns a unit, grants and takes back profiles, sets the initial page and unassigns it', async () => {
    const userId = await newUser('fitter');
    const assigned = await suite.api.post(units, { id_usuario: userId, id_elemento: suite.demo.south }, admin());
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ id_usuario: userId, id_elemento: suite.demo.south, profiles: [] });
    expect((await suite.api.post(units, { id_usuario: userId, id_elemento: suite.demo.south }, admin())).status).toBe(409);

    const ids = { id_usuario: userId, id_elemento: suite.demo.south, id_perfil: operatorProfile };
    expect((await suite.api.post(profiles, ids, admin())).body.data.profiles).toEqual([operatorProfile]);
    expect((await unitOf(userId, suite.demo.south)).profiles).toContainEqual({ id_perfil: operatorProfile, per_descri: 'Operator', selected: true });
    const token = await suite.api.login('fitter', 'Some#Password2026');
    expect((await suite.api.get(paths.tagGroups, { token, headers: atUnit(suite.demo.south) })).status).toBe(200);
    expect((await suite.api.put(profiles, ids, admin())).body.data.profiles).toEqual([]);
    expect((await suite.api.get(paths.tagGroups, { token, headers: atUnit(suite.demo.south) })).status).toBe(403);

    const link = assigned.body.data.id_usuario_elemento;
    expect((await suite.api.put(`${units}/${link}`, { initial_page: '/settings/unit-measurement' }, admin())).body.data.initial_page).toBe(
      '/settings/unit-measurement',
    );
    expect((await unitOf(userId, suite.demo.south)).initial_page).toBe('/settings/unit-measurement');
    expect((await suite.api.put(`${units}/${link}`, { initial_page: 'no-slash' }, admin())).status).toBe(400);
    expect((await suite.api.put(`${units}/${link}`, { initial_page: null }, admin())).status).toBe(200);
    expect((await unitOf(userId, suite.demo.south)).initial_page).toBeNull();

    expect((await suite.api.put(unassign, { id_usuario: userId, id_elemento: suite.demo.south }, admin())).status).toBe(200);
    expect((await unitOf(userId, suite.demo.south)).selected).toBe(false);
    expect((await suite.api.put(unassign, { id_usuario: userId, id_elemento: suite.demo.south }, admin())).status).toBe(404);
    expect((await suite.api.post(profiles, ids, admin())).status).toBe(404);
  });

  it('refuses bad bodies and what lies outside the client', async () => {
    expect((await suite.api.post(units, { id_usuario: 'x' }, admin())).body.error.fields).toEqual({
      id_usuario: { key: 'validation.integer' },
      id_elemento: { key: 'global.labels.requiredField' },
    });
    expect((await suite.api.post(profiles, { id_usuario: 1, id_elemento: suite.demo.north }, admin())).body.error.fields).toEqual({
      id_perfil: { key: 'global.labels.requiredField' },
    });
    expect((await suite.api.put(`${units}/1`, {}, admin())).body.error.fields).toEqual({ initial_page: { key: 'global.labels.requiredField' } });
    // Closed bodies: a key the route does not take is named, never ignored, never a 500.
    const extra = await suite.api.post(units, { id_usuario: 1, id_elemento: suite.demo.north, id_perfil: operatorProfile }, admin());
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION', fields: { id_perfil: { key: 'validation.unknownField' } } });
    const pageAndMore = await suite.api.put(`${units}/1`, { initial_page: '/settings', selected: true }, admin());
    expect(pageAndMore.status).toBe(400);
    expect(pageAndMore.body.error.fields).toEqual({ selected: { key: 'validation.unknownField' } });
    expect((await suite.api.post(profiles, { id_usuario: 1, id_elemento: suite.demo.north, id_perfil: 2.5 }, admin())).body.error.fields).toEqual({
      id_perfil: { key: 'validation.integer' },
    });
    expect((await suite.api.get(`${units}/999999`, admin())).status).toBe(404);
    const userId = await newUser('rigger');
    const nowhere = await suite.api.post(units, { id_usuario: userId, id_elemento: 999999 }, admin());
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields).toEqual({ id_elemento: { key: 'validation.referenceNotFound' } });
    await suite.api.post(units, { id_usuario: userId, id_elemento: suite.demo.north }, admin());
    const badProfile = await suite.api.post(profiles, { id_usuario: userId, id_elemento: suite.demo.north, id_perfil: 999999 }, admin());
    expect(badProfile.body.error.fields).toEqual({ profiles: { key: 'validation.referenceNotFound' } });
  });

  it("needs the user-registration permission, and keeps an admin's units to admins", async () => {
    const operator = { token: suite.demo.operator, headers: atUnit(suite.demo.north) };
    const userId = await newUser('welder');
    expect((await suite.api.get(`${units}/${userId}`, operator)).body).toEqual(forbidden);
    expect((await suite.api.post(units, { id_usuario: userId, id_elemento: suite.demo.north }, operator)).body).toEqual(forbidden);
    expect((await suite.api.put(unassign, { id_usuario: userId, id_elemento: suite.demo.north }, operator)).body).toEqual(forbidden);
    expect((await suite.api.post(profiles, { id_usuario: userId, id_elemento: suite.demo.north, id_perfil: operatorProfile }, operator)).body).toEqual(
      forbidden,
    );

    expect((await suite.api.post(units, { id_usuario: userId, id_elemento: suite.demo.north }, clerk.at)).status).toBe(200);
    // The Operator profile grants pages the clerk does not hold; their own profile is no more than they hold.
    const beyondOwn = await suite.api.post(profiles, { id_usuario: userId, id_elemento: suite.demo.north, id_perfil: operatorProfile }, clerk.at);
    expect(beyondOwn.body.error.code).toBe('PROFILE_BEYOND_OWN');
    const [clerkProfile] = (await unitOf(clerk.id, suite.demo.north)).profiles.filter((profile: any) => profile.selected);
    expect((await suite.api.post(profiles, { id_usuario: userId, id_elemento: suite.demo.north, id_perfil: clerkProfile.id_perfil }, clerk.at)).status).toBe(
      200,
    );
    const adminId = await newUser('chief', '1');
    expect((await suite.api.get(`${units}/${adminId}`, clerk.at)).status).toBe(200);
    expect((await suite.api.post(units, { id_usuario: adminId, id_elemento: suite.demo.north }, clerk.at)).body).toEqual(forbidden);
    expect((await suite.api.post(units, { id_usuario: adminId, id_elemento: suite.demo.north }, admin())).status).toBe(200);
    expect((await suite.api.put(unassign, { id_usuario: adminId, id_elemento: suite.demo.north }, clerk.at)).body).toEqual(forbidden);
  });
});

describe.each(dialects)("the client's user limit (%s)", (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const limitReached = { error: { code: 'USER_LIMIT', message: 'global.warning.messages.registerUserLimit' } };
  const newUser = async (login: string) =>
    (await suite.api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: 'Some#Password2026', usu_tipo: '2' }, admin())).body.data
      .id_usuario as number;

  it('counts active users with a unit and refuses one more with 406, whichever way it comes', async () => {
    // The demo operator takes the one place; the admin has no unit link, so does not count.
    const params = await suite.api.post('EST/entities/PARAMETROS', { failed_sign_in_limit: 5, user_limit: 2 }, admin());
    expect(params.status).toBe(200);
    const first = await newUser('first');
    const second = await newUser('second');
    expect((await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.north }, admin())).status).toBe(200);
    expect((await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.south }, admin())).status).toBe(200);

    const refused = await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: second, id_elemento: suite.demo.north }, admin());
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual(limitReached);
    const generic = await suite.api.post(paths.userUnits, { id_usuario: second, id_elemento: suite.demo.north, profiles: [] }, admin());
    expect(generic.status).toBe(406);

    // An inactive user takes no place: linking them passes, activating them does not.
    await suite.api.put(`${paths.users}/${second}`, { usu_ativo: 'N' }, admin());
    expect((await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: second, id_elemento: suite.demo.north }, admin())).status).toBe(200);
    expect((await suite.api.put(`${paths.users}/${second}`, { usu_ativo: 'S' }, admin())).body).toEqual(limitReached);

    // Freeing a place (or a limit of 0) lets the same calls through.
    await suite.api.put('CAC/queries/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.north }, admin());
    await suite.api.put('CAC/queries/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.south }, admin());
    expect((await suite.api.put(`${paths.users}/${second}`, { usu_ativo: 'S' }, admin())).status).toBe(200);
    expect((await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.north }, admin())).status).toBe(406);
    await suite.api.put(`EST/entities/PARAMETROS/${params.body.data.id_parametros}`, { user_limit: 0 }, admin());
    expect((await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: suite.demo.north }, admin())).status).toBe(200);
  });
});
