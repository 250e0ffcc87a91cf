import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';

const beyondOwn = { error: { code: 'PROFILE_BEYOND_OWN', message: 'accessControl.users.profileBeyondOwn' } };
const accessProfileMenu = 'settings.access-control.access-profile';
const entry = (menu_id: string, actions: Partial<Record<'read' | 'create' | 'update' | 'delete', boolean>>) =>
  ({ menu_id, read: false, create: false, update: false, delete: false, ...actions });

describe.each(dialects)('granting access profiles (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let registrar: Person;
  let colleague: Person;
  const profileIds: Record<string, number> = {};
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const linkOf = async (person: Person, unit = demo.north) =>
    (await api.get(paths.userUnits, { ...admin(), query: { filter: { id_usuario: person.id, id_elemento: unit } } })).body.data[0];
  const grant = (person: Person, profile: string, by: Person, unit = demo.north) =>
    api.post('CAC/entities/PERFIL_USU', { id_usuario: person.id, id_elemento: unit, id_perfil: profileIds[profile] }, by.at);

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    // The registrar's own profile: the whole user registration, and reading units of measurement.
    registrar = await regularUser(api, demo, 'registrar', [userRegistrationMenu]);
    const [own] = (await linkOf(registrar)).profiles;
    const ownPermissions = (await api.get(`${paths.profiles}/${own}`, admin())).body.data.permissions;
    const profiles = {
      own: [...ownPermissions, entry('settings.unit-measurement', { read: true })],
      smaller: [entry(userRegistrationMenu, { read: true }), entry('settings.unit-measurement', { read: true })],
      moreActions: [entry('settings.unit-measurement', { read: true, delete: true })],
      moreMenus: [entry(accessProfileMenu, { read: true, create: true, update: true, delete: true })],
      empty: [],
    };
    for (const [name, permissions] of Object.entries(profiles)) {
      const created = await api.post(paths.profiles, { per_descri: `P ${name}`, permissions }, admin());
      profileIds[name] = created.body.data.id_perfil;
    }
    await api.put(`${paths.userUnits}/${(await linkOf(registrar)).id_usuario_elemento}`, { profiles: [profileIds.own] }, admin());
    colleague = await regularUser(api, demo, 'colleague', []);
  });
  afterAll(() => server.close());

  it.each(['moreActions', 'moreMenus'])('refuses the registrar a self-grant of a profile with more permissions (%s), and changes nothing', async (profile) => {
    const before = await linkOf(registrar);
    const answer = await grant(registrar, profile, registrar);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(beyondOwn);
    expect(await linkOf(registrar)).toEqual(before);
  });

  it('refuses the same grant to anyone else, through every path that sets profiles', async () => {
    expect((await grant(colleague, 'moreMenus', registrar)).body).toEqual(beyondOwn);
    const link = await linkOf(colleague);
    const put = await api.put(`${paths.userUnits}/${link.id_usuario_elemento}`, { profiles: [profileIds.moreActions] }, registrar.at);
    expect(put.body).toEqual(beyondOwn);
    const stranger = await api.post(paths.users, { usu_nome: 'New', usu_login: 'newcomer', usu_senha: 'Newcomer#Pass2026', usu_tipo: '2' }, registrar.at);
    const created = await api.post(paths.userUnits, { id_usuario: stranger.body.data.id_usuario, id_elemento: demo.south, profiles: [profileIds.smaller] }, registrar.at);
    // The registrar holds nothing at the south unit, so even the smaller profile is more than theirs there.
    expect(created.body).toEqual(beyondOwn);
    expect((await linkOf(colleague)).profiles).toEqual([]);
  });

  it('lets the registrar grant an equal, a smaller or an empty profile, and take any profile back', async () => {
    for (const profile of ['own', 'smaller', 'empty']) expect((await grant(colleague, profile, registrar)).status).toBe(200);
    expect((await linkOf(colleague)).profiles.sort()).toEqual([profileIds.own, profileIds.smaller, profileIds.empty].sort());
    await api.post('CAC/entities/PERFIL_USU', { id_usuario: colleague.id, id_elemento: demo.north, id_perfil: profileIds.moreMenus }, admin());
    const revoked = await api.put('CAC/entities/PERFIL_USU', { id_usuario: colleague.id, id_elemento: demo.north, id_perfil: profileIds.moreMenus }, registrar.at);
    expect(revoked.status).toBe(200);
  });

  it('leaves a registrar who may also edit access profiles unrestricted, as they could widen any profile anyway', async () => {
    const editor = await regularUser(api, demo, 'editor', [userRegistrationMenu, accessProfileMenu]);
    expect((await grant(editor, 'moreActions', editor)).status).toBe(200);
  });

  it('leaves administrators unrestricted', async () => {
    expect((await api.post('CAC/entities/PERFIL_USU', { id_usuario: registrar.id, id_elemento: demo.north, id_perfil: profileIds.moreActions }, admin())).status).toBe(200);
  });
});
