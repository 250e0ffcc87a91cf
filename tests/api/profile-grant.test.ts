import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, userRegistrationMenu, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const beyondOwn = { error: { code: 'PROFILE_BEYOND_OWN', message: 'accessControl.users.profileBeyondOwn' } };
const accessProfileMenu = 'settings.access-control.access-profile';
const entry = (menu_id: string, actions: Partial<Record<'read' | 'create' | 'update' | 'delete', boolean>>) => ({
  menu_id,
  read: false,
  create: false,
  update: false,
  delete: false,
  ...actions,
});

describe.each(dialects)('granting access profiles (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let registrar: Person;
  let colleague: Person;
  const profileIds: Record<string, number> = {};
  const { admin } = suite;
  const linkOf = async (person: Person, unit = suite.demo.north) =>
    (await suite.api.get(paths.userUnits, { ...admin(), query: { filter: { id_usuario: person.id, id_elemento: unit } } })).body.data[0];
  const grant = (person: Person, profile: string, by: Person, unit = suite.demo.north) =>
    suite.api.post('CAC/entities/PERFIL_USU', { id_usuario: person.id, id_elemento: unit, id_perfil: profileIds[profile] }, by.at);

  beforeAll(async () => {
    // The registrar's own profile: the whole user registration, and reading units of measurement.
    registrar = await regularUser(suite.api, suite.demo, 'registrar', [userRegistrationMenu]);
    const [own] = (await linkOf(registrar)).profiles;
    const ownPermissions = (await suite.api.get(`${paths.profiles}/${own}`, admin())).body.data.permissions;
    const profiles = {
      own: [...ownPermissions, entry('settings.unit-measurement', { read: true })],
      smaller: [entry(userRegistrationMenu, { read: true }), entry('settings.unit-measurement', { read: true })],
      moreActions: [entry('settings.unit-measurement', { read: true, delete: true })],
      moreMenus: [entry(accessProfileMenu, { read: true, create: true, update: true, delete: true })],
      empty: [],
    };
    for (const [name, permissions] of Object.entries(profiles)) {
      const created = await suite.api.post(paths.profiles, { per_descri: `P ${name}`, permissions }, admin());
      profileIds[name] = created.body.data.id_perfil;
    }
    await suite.api.put(`${paths.userUnits}/${(await linkOf(registrar)).id_usuario_elemento}`, { profiles: [profileIds.own] }, admin());
    colleague = await regularUser(suite.api, suite.demo, 'colleague', []);
  });

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
    const put = await suite.api.put(`${paths.userUnits}/${link.id_usuario_elemento}`, { profiles: [profileIds.moreActions] }, registrar.at);
    expect(put.body).toEqual(beyondOwn);
    const stranger = await suite.api.post(paths.users, { usu_nome: 'New', usu_login: 'newcomer', usu_senha: 'Newcomer#Pass2026', usu_tipo: '2' }, registrar.at);
    const created = await suite.api.post(
      paths.userUnits,
      { id_usuario: stranger.body.data.id_usuario, id_elemento: suite.demo.south, profiles: [profileIds.smaller] },
      registrar.at,
    );
    // The registrar holds nothing at the south unit, so even the smaller profile is more than theirs there.
    expect(created.body).toEqual(beyondOwn);
    expect((await linkOf(colleague)).profiles).toEqual([]);
  });

  it('lets the registrar grant an equal, a smaller or an empty profile, and take any profile back', async () => {
    for (const profile of ['own', 'smaller', 'empty']) expect((await grant(colleague, profile, registrar)).status).toBe(200);
    expect((await linkOf(colleague)).profiles.sort()).toEqual([profileIds.own, profileIds.smaller, profileIds.empty].sort());
    await suite.api.post('CAC/entities/PERFIL_USU', { id_usuario: colleague.id, id_elemento: suite.demo.north, id_perfil: profileIds.moreMenus }, admin());
    const revoked = await suite.api.put(
      'CAC/entities/PERFIL_USU',
      { id_usuario: colleague.id, id_elemento: suite.demo.north, id_perfil: profileIds.moreMenus },
      registrar.at,
    );
    expect(revoked.status).toBe(200);
  });

  it('leaves a registrar who may also edit access profiles unrestricted, as they could widen any profile anyway', async () => {
    const editor = await regularUser(suite.api, suite.demo, 'editor', [userRegistrationMenu, accessProfileMenu]);
    expect((await grant(editor, 'moreActions', editor)).status).toBe(200);
  });

  it('leaves administrators unrestricted', async () => {
    expect(
      (await suite.api.post('CAC/entities/PERFIL_USU', { id_usuario: registrar.id, id_elemento: suite.demo.north, id_perfil: profileIds.moreActions }, admin()))
        .status,
    ).toBe(200);
  });
});
