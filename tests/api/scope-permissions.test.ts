import { beforeAll, describe, expect, it } from 'vitest';
import { saveContract } from '../../src/server/modules/contract/contract-repository.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const allActions = { read: true, create: true, update: true, delete: true };

describe.each(dialects)('scope and permissions (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let southMeasure: number;
  const admin = (unit: number) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  beforeAll(async () => {
    const created = await suite.api.post(paths.measures, { code: 'south-only', description: 'South', decimal_places: 0 }, admin(suite.demo.south));
    southMeasure = created.body.data.id_unit_measurement;
  });

  it('shows the operator only the rows of the north unit', async () => {
    const list = await suite.api.get(paths.measures, operator());
    expect(list.status).toBe(200);
    expect(list.body.data.every((row: any) => row.id_elemento === suite.demo.north)).toBe(true);
    expect(list.body.data.map((row: any) => row.code)).not.toContain('south-only');
    expect((await suite.api.get(paths.measures, { token: suite.demo.operator })).body.data).toHaveLength(list.body.data.length);
    expect((await suite.api.get(`${paths.measures}/${southMeasure}`, operator())).status).toBe(404);
    expect((await suite.api.put(`${paths.measures}/${southMeasure}`, { description: 'Mine now' }, operator())).status).toBe(404);
    expect((await suite.api.get(`${paths.measures}/${southMeasure}`, admin(suite.demo.south))).body.data.description).toBe('South');
  });

  it('refuses the operator a unit they are not linked to', async () => {
    const response = await suite.api.get(paths.measures, { token: suite.demo.operator, headers: atUnit(suite.demo.south) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(forbidden);
  });

  it('refuses the operator the user registration, in both directions', async () => {
    for (const response of [
      await suite.api.get(paths.users, operator()),
      await suite.api.post(paths.users, { usu_nome: 'X', usu_login: 'x', usu_senha: 'Xx#Password2026', usu_tipo: '2' }, operator()),
      await suite.api.get(paths.userUnits, operator()),
      await suite.api.post(paths.tagGroups, { description: 'Mine', group_type: 'report', active: true }, operator()),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
  });

  it('refuses each action the profile does not grant, and headers naming a plant or client of another unit', async () => {
    const motive = (await suite.api.get(paths.motiveGroups, operator())).body.data[0];
    expect(motive.id_motive_group).toBeGreaterThan(0);
    for (const response of [
      // motive groups: read only
      await suite.api.post(paths.motiveGroups, { code: 'MINE', description: 'Mine', color: '#000000' }, operator()),
      await suite.api.put(`${paths.motiveGroups}/${motive.id_motive_group}`, { description: 'Mine' }, operator()),
      await suite.api.delete(`${paths.motiveGroups}/${motive.id_motive_group}`, operator()),
      // a module the operator cannot read at all
      await suite.api.get(paths.profiles, operator()),
      await suite.api.get(paths.plants, operator()),
      // the unit is theirs, but the plant or client named is not the unit's
      await suite.api.get(paths.measures, { token: suite.demo.operator, headers: { ...atUnit(suite.demo.north), 'plt-code': '999999' } }),
      await suite.api.get(paths.measures, { token: suite.demo.operator, headers: { ...atUnit(suite.demo.north), 'client-code': '999999' } }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
  });

  it('lets the operator create and update units of measurement, but not delete them', async () => {
    const created = await suite.api.post(paths.measures, { code: 'l', description: 'Litre', decimal_places: 2 }, operator());
    expect(created.status).toBe(200);
    expect(created.body.data.id_elemento).toBe(suite.demo.north);
    const path = `${paths.measures}/${created.body.data.id_unit_measurement}`;
    expect((await suite.api.put(path, { description: 'Litre (l)' }, operator())).status).toBe(200);
    expect((await suite.api.delete(path, operator())).status).toBe(403);
    expect((await suite.api.get(paths.tagGroups, operator())).status).toBe(200);
  });

  it('unites the profiles of a link, per unit, and keeps global entities and admins to admins', async () => {
    const clerkProfile = await suite.api.post(
      paths.profiles,
      {
        per_descri: 'Clerk',
        permissions: [
          { menu_id: 'settings.access-control.user-registration', ...allActions },
          { menu_id: 'settings.operational-structure.clients', ...allActions },
          { menu_id: 'settings.operational-structure.plants', ...allActions },
        ],
      },
      admin(suite.demo.north),
    );
    const operatorProfile = (await suite.api.get(paths.profiles, { ...admin(suite.demo.north), query: { filter: { q: 'operator' } } })).body.data[0];
    const clerk = await suite.api.post(
      paths.users,
      { usu_nome: 'Clerk', usu_login: 'clerk', usu_senha: 'Clerk#Password2026', usu_tipo: '2' },
      admin(suite.demo.north),
    );
    const id_usuario = clerk.body.data.id_usuario;
    await suite.api.post(
      paths.userUnits,
      { id_usuario, id_elemento: suite.demo.north, profiles: [clerkProfile.body.data.id_perfil, operatorProfile.id_perfil] },
      admin(suite.demo.north),
    );
    await suite.api.post(paths.userUnits, { id_usuario, id_elemento: suite.demo.south, profiles: [operatorProfile.id_perfil] }, admin(suite.demo.north));
    const token = await suite.api.login('clerk', 'Clerk#Password2026');
    const north = { token, headers: atUnit(suite.demo.north) };
    const south = { token, headers: atUnit(suite.demo.south) };

    expect((await suite.api.get(paths.users, north)).status).toBe(200);
    expect((await suite.api.post(paths.measures, { code: 'clerk', description: 'By clerk', decimal_places: 0 }, north)).status).toBe(200);
    expect((await suite.api.get(paths.users, south)).status).toBe(403);
    expect((await suite.api.get(paths.measures, south)).status).toBe(200);

    expect((await suite.api.get(paths.clients, north)).status).toBe(200);
    expect((await suite.api.post(paths.clients, { cli_descri: 'Mine' }, north)).status).toBe(403);
    expect((await suite.api.post(paths.plants, { plt_descri: 'East Plant' }, north)).status).toBe(200);

    const newAdmin = await suite.api.post(paths.users, { usu_nome: 'Boss', usu_login: 'boss', usu_senha: 'Boss#Password2026', usu_tipo: '1' }, north);
    expect(newAdmin.status).toBe(403);
    const adminRecord = (await suite.api.get(paths.users, { ...north, query: { filter: { usu_login: 'admin' } } })).body.data[0];
    expect((await suite.api.put(`${paths.users}/${adminRecord.id_usuario}`, { usu_nome: 'Hacked' }, north)).status).toBe(403);
    expect((await suite.api.put(`${paths.users}/${id_usuario}`, { usu_tipo: '1' }, north)).status).toBe(403);
    expect((await suite.api.put(`${paths.users}/${id_usuario}`, { usu_nome: 'Clerk Kent' }, north)).status).toBe(200);
  });

  it('keeps each client to its own rows', async () => {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const other = await createEntity(deps, suite.server.app.catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const scope = { isAdmin: true, clientId: other.cli_codigo as number, unit: null };
    await createEntity(deps, suite.server.app.catalog.get('users')!, scope, {
      usu_nome: 'Other',
      usu_login: 'other.admin',
      usu_senha: 'Other#Admin2026',
      usu_tipo: '1',
    });
    // A client needs a contract before its users may sign in (the contract tests cover its absence).
    await saveContract(suite.server.app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
    const login = await suite.api.post('CAC/actions/login', { username: 'other.admin', password: 'Other#Admin2026' });
    expect(login.status).toBe(200);
    expect(login.body.units).toEqual([]);
    const token = login.body.token;
    expect((await suite.api.get(paths.plants, { token })).body.data).toEqual([]);
    expect((await suite.api.get(paths.measures, { token })).body.data).toEqual([]);
    expect((await suite.api.get(`${paths.measures}/${southMeasure}`, { token })).status).toBe(404);
    expect((await suite.api.get(paths.measures, { token, headers: atUnit(suite.demo.north) })).status).toBe(403);
    expect((await suite.api.post(paths.measures, { code: 'x', description: 'x', decimal_places: 0 }, { token })).status).toBe(403);
    const plant = await suite.api.post(paths.plants, { plt_descri: 'North Plant' }, { token });
    expect(plant.status).toBe(200);
    expect(plant.body.data.cli_codigo).toBe(other.cli_codigo);
  });
});
