import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';

const units = 'CAC/entities/ELEMENTO';
const unassign = 'CAC/queries/ELEMENTO';
const profiles = 'CAC/entities/PERFIL_USU';
const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };

describe.each(dialects)('unit assignment in the user form (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let clerk: Person;
  let operatorProfile: number;
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const newUser = async (login: string, type = '2') =>
    (await api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: 'Some#Password2026', usu_tipo: type }, admin())).body.data
      .id_usuario as number;
  const unitOf = async (userId: number, unitId: number, who = admin()) =>
    ((await api.get(`${units}/${userId}`, who)).body.data as any[]).find((unit) => unit.id_elemento === unitId);

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    clerk = await regularUser(api, demo, 'clerk', [userRegistrationMenu]);
    operatorProfile = (await api.get(paths.profiles, { ...admin(), query: { filter: { q: 'Operator' } } })).body.data[0].id_perfil;
  });
  afterAll(() => server.close());

  it('lists every unit of the client for a user, with the link, its profiles and initial page', async () => {
    const operator = (await api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'operator' } } })).body.data[0];
    const response = await api.get(`${units}/${operator.id_usuario}`, admin());
    expect(response.status).toBe(200);
    expect(response.body.data.map((unit: any) => [unit.ele_descri, unit.selected])).toEqual([
      ['North Line 1', true],
      ['South Line 1', false],
    ]);
    const north = response.body.data[0];
    expect(north).toMatchObject({
      id_elemento: demo.north,
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
    const assigned = await api.post(units, { id_usuario: userId, id_elemento: demo.south }, admin());
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ id_usuario: userId, id_elemento: demo.south, profiles: [] });
    expect((await api.post(units, { id_usuario: userId, id_elemento: demo.south }, admin())).status).toBe(409);

    const ids = { id_usuario: userId, id_elemento: demo.south, id_perfil: operatorProfile };
    expect((await api.post(profiles, ids, admin())).body.data.profiles).toEqual([operatorProfile]);
    expect((await unitOf(userId, demo.south)).profiles).toContainEqual({ id_perfil: operatorProfile, per_descri: 'Operator', selected: true });
    const token = await api.login('fitter', 'Some#Password2026');
    expect((await api.get(paths.tagGroups, { token, headers: atUnit(demo.south) })).status).toBe(200);
    expect((await api.put(profiles, ids, admin())).body.data.profiles).toEqual([]);
    expect((await api.get(paths.tagGroups, { token, headers: atUnit(demo.south) })).status).toBe(403);

    const link = assigned.body.data.id_usuario_elemento;
    expect((await api.put(`${units}/${link}`, { initial_page: '/settings/unit-measurement' }, admin())).body.data.initial_page).toBe(
      '/settings/unit-measurement',
    );
    expect((await unitOf(userId, demo.south)).initial_page).toBe('/settings/unit-measurement');
    expect((await api.put(`${units}/${link}`, { initial_page: 'no-slash' }, admin())).status).toBe(400);
    expect((await api.put(`${units}/${link}`, { initial_page: null }, admin())).status).toBe(200);
    expect((await unitOf(userId, demo.south)).initial_page).toBeNull();

    expect((await api.put(unassign, { id_usuario: userId, id_elemento: demo.south }, admin())).status).toBe(200);
    expect((await unitOf(userId, demo.south)).selected).toBe(false);
    expect((await api.put(unassign, { id_usuario: userId, id_elemento: demo.south }, admin())).status).toBe(404);
    expect((await api.post(profiles, ids, admin())).status).toBe(404);
  });

  it('refuses bad bodies and what lies outside the client', async () => {
    expect((await api.post(units, { id_usuario: 'x' }, admin())).body.error.fields).toEqual({
      id_usuario: { key: 'validation.integer' },
      id_elemento: { key: 'global.labels.requiredField' },
    });
    expect((await api.post(profiles, { id_usuario: 1, id_elemento: demo.north }, admin())).body.error.fields).toEqual({
      id_perfil: { key: 'global.labels.requiredField' },
    });
    expect((await api.put(`${units}/1`, {}, admin())).body.error.fields).toEqual({ initial_page: { key: 'global.labels.requiredField' } });
    // Closed bodies: a key the route does not take is named, never ignored, never a 500.
    const extra = await api.post(units, { id_usuario: 1, id_elemento: demo.north, id_perfil: operatorProfile }, admin());
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION', fields: { id_perfil: { key: 'validation.unknownField' } } });
    const pageAndMore = await api.put(`${units}/1`, { initial_page: '/settings', selected: true }, admin());
    expect(pageAndMore.status).toBe(400);
    expect(pageAndMore.body.error.fields).toEqual({ selected: { key: 'validation.unknownField' } });
    expect((await api.post(profiles, { id_usuario: 1, id_elemento: demo.north, id_perfil: 2.5 }, admin())).body.error.fields).toEqual({
      id_perfil: { key: 'validation.integer' },
    });
    expect((await api.get(`${units}/999999`, admin())).status).toBe(404);
    const userId = await newUser('rigger');
    const nowhere = await api.post(units, { id_usuario: userId, id_elemento: 999999 }, admin());
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields).toEqual({ id_elemento: { key: 'validation.referenceNotFound' } });
    await api.post(units, { id_usuario: userId, id_elemento: demo.north }, admin());
    const badProfile = await api.post(profiles, { id_usuario: userId, id_elemento: demo.north, id_perfil: 999999 }, admin());
    expect(badProfile.body.error.fields).toEqual({ profiles: { key: 'validation.referenceNotFound' } });
  });

  it("needs the user-registration permission, and keeps an admin's units to admins", async () => {
    const operator = { token: demo.operator, headers: atUnit(demo.north) };
    const userId = await newUser('welder');
    expect((await api.get(`${units}/${userId}`, operator)).body).toEqual(forbidden);
    expect((await api.post(units, { id_usuario: userId, id_elemento: demo.north }, operator)).body).toEqual(forbidden);
    expect((await api.put(unassign, { id_usuario: userId, id_elemento: demo.north }, operator)).body).toEqual(forbidden);
    expect((await api.post(profiles, { id_usuario: userId, id_elemento: demo.north, id_perfil: operatorProfile }, operator)).body).toEqual(forbidden);

    expect((await api.post(units, { id_usuario: userId, id_elemento: demo.north }, clerk.at)).status).toBe(200);
    // The Operator profile grants pages the clerk does not hold; their own profile is no more than they hold.
    const beyondOwn = await api.post(profiles, { id_usuario: userId, id_elemento: demo.north, id_perfil: operatorProfile }, clerk.at);
    expect(beyondOwn.body.error.code).toBe('PROFILE_BEYOND_OWN');
    const [clerkProfile] = (await unitOf(clerk.id, demo.north)).profiles.filter((profile: any) => profile.selected);
    expect((await api.post(profiles, { id_usuario: userId, id_elemento: demo.north, id_perfil: clerkProfile.id_perfil }, clerk.at)).status).toBe(200);
    const adminId = await newUser('chief', '1');
    expect((await api.get(`${units}/${adminId}`, clerk.at)).status).toBe(200);
    expect((await api.post(units, { id_usuario: adminId, id_elemento: demo.north }, clerk.at)).body).toEqual(forbidden);
    expect((await api.post(units, { id_usuario: adminId, id_elemento: demo.north }, admin())).status).toBe(200);
    expect((await api.put(unassign, { id_usuario: adminId, id_elemento: demo.north }, clerk.at)).body).toEqual(forbidden);
  });
});

describe.each(dialects)("the client's user limit (%s)", (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const limitReached = { error: { code: 'USER_LIMIT', message: 'global.warning.messages.registerUserLimit' } };
  const newUser = async (login: string) =>
    (await api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: 'Some#Password2026', usu_tipo: '2' }, admin())).body.data.id_usuario as number;

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
  });
  afterAll(() => server.close());

  it('counts active users with a unit and refuses one more with 406, whichever way it comes', async () => {
    // The demo operator takes the one place; the admin has no unit link, so does not count.
    const params = await api.post('EST/entities/PARAMETROS', { failed_sign_in_limit: 5, user_limit: 2 }, admin());
    expect(params.status).toBe(200);
    const first = await newUser('first');
    const second = await newUser('second');
    expect((await api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: demo.north }, admin())).status).toBe(200);
    expect((await api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: demo.south }, admin())).status).toBe(200);

    const refused = await api.post('CAC/entities/ELEMENTO', { id_usuario: second, id_elemento: demo.north }, admin());
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual(limitReached);
    const generic = await api.post(paths.userUnits, { id_usuario: second, id_elemento: demo.north, profiles: [] }, admin());
    expect(generic.status).toBe(406);

    // An inactive user takes no place: linking them passes, activating them does not.
    await api.put(`${paths.users}/${second}`, { usu_ativo: 'N' }, admin());
    expect((await api.post('CAC/entities/ELEMENTO', { id_usuario: second, id_elemento: demo.north }, admin())).status).toBe(200);
    expect((await api.put(`${paths.users}/${second}`, { usu_ativo: 'S' }, admin())).body).toEqual(limitReached);

    // Freeing a place (or a limit of 0) lets the same calls through.
    await api.put('CAC/queries/ELEMENTO', { id_usuario: first, id_elemento: demo.north }, admin());
    await api.put('CAC/queries/ELEMENTO', { id_usuario: first, id_elemento: demo.south }, admin());
    expect((await api.put(`${paths.users}/${second}`, { usu_ativo: 'S' }, admin())).status).toBe(200);
    expect((await api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: demo.north }, admin())).status).toBe(406);
    await api.put(`EST/entities/PARAMETROS/${params.body.data.id_parametros}`, { user_limit: 0 }, admin());
    expect((await api.post('CAC/entities/ELEMENTO', { id_usuario: first, id_elemento: demo.north }, admin())).status).toBe(200);
  });
});
