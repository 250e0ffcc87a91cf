import { beforeAll, describe, expect, it } from 'vitest';
import { saveContract } from '../../src/server/modules/contract/contract-repository.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { dayFromToday, demoContractKey } from '../fixtures/contract-keys.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const parameters = 'EST/entities/PARAMETROS';
const branding = 'EST/entities/BRANDING';
const notFound = { error: { code: 'NOT_FOUND', message: 'global.error.messages.notFound' } };
const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };

interface Tenant {
  client: number;
  plant: number;
  unit: number;
  parameters: number;
  branding: number;
}

describe.each(dialects)('tenants stay apart (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let demoTenant: Tenant;
  let otherClient: number;
  let otherAdminId: number;
  let other: { token: string };
  const demoAdmin = () => ({ token: suite.demo.admin, headers: atUnit(suite.demo.north) });

  /** A second client with its own admin, plant, unit and contract, as `npm run init` would leave it plus some data. */
  async function secondClient() {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const create = (name: string, scope: Parameters<typeof createEntity>[2], body: Record<string, unknown>) =>
      createEntity(deps, suite.server.app.catalog.get(name)!, scope, body);
    const client = await create('clients', { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const scope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
    const admin = await create('users', scope, {
      usu_nome: 'Other',
      usu_login: 'other.admin',
      usu_senha: 'Other#Admin2026',
      usu_tipo: '1',
      usu_permissao_dados: 1,
    });
    const plant = await create('plants', scope, { plt_descri: 'Other Plant' });
    await create('units', scope, { plt_codigo: plant.plt_codigo, ele_descri: 'Other Line' });
    await saveContract(suite.server.app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
    return { client: scope.clientId, adminId: admin.id_usuario as number };
  }

  beforeAll(async () => {
    const [client] = (await suite.api.get(paths.clients, demoAdmin())).body.data;
    const [plant] = (await suite.api.get(paths.plants, demoAdmin())).body.data;
    const created = await suite.api.post(parameters, { failed_sign_in_limit: 5, user_limit: 0 }, demoAdmin());
    const params = created.status === 200 ? created.body.data : (await suite.api.get(parameters, demoAdmin())).body.data[0];
    const host = (await suite.api.post(branding, { host_key: 'demo-plant', title: 'Demo', color: '#112233' }, demoAdmin())).body.data;
    demoTenant = { client: client.cli_codigo, plant: plant.plt_codigo, unit: suite.demo.north, parameters: params.id_parametros, branding: host.id_branding };
    ({ client: otherClient, adminId: otherAdminId } = await secondClient());
    other = { token: await suite.api.login('other.admin', 'Other#Admin2026') };
  });

  it('shows a client admin only their own client in the client list', async () => {
    const list = await suite.api.get(paths.clients, other);
    expect(list.body.data.map((row: any) => row.cli_descri)).toEqual(['Other Co']);
    expect(list.headers['content-range']).toBe('items 0-0/1');
    expect((await suite.api.get(paths.clients, demoAdmin())).body.data.map((row: any) => row.cli_descri)).toEqual(['Demo Industries']);
  });

  it("lists only the client's own branding hosts, while the sign-in page of every host still gets its branding", async () => {
    expect((await suite.api.get(branding, other)).body.data).toEqual([]);
    expect((await suite.api.get(branding, demoAdmin())).body.data.map((row: any) => row.host_key)).toEqual(['demo-plant']);
    expect((await suite.api.get('config/demo-plant')).body.data.title).toBe('Demo');
  });

  it.each([
    ['plant', () => `${paths.plants}/${demoTenant.plant}`, { plt_descri: 'Taken over' }],
    ['unit', () => `${paths.units}/${demoTenant.unit}`, { ele_descri: 'Taken over' }],
    ['parameters', () => `${parameters}/${demoTenant.parameters}`, { failed_sign_in_limit: 20 }],
    ['branding', () => `${branding}/${demoTenant.branding}`, { title: 'Taken over' }],
  ])("answers 404 to another client's %s, on read, update and delete, and changes nothing", async (name, path, changes) => {
    const before = (await suite.api.get(path(), demoAdmin())).body.data;
    expect(before).toBeDefined();
    expect((await suite.api.get(path(), other)).body).toEqual(notFound);
    expect((await suite.api.put(path(), changes, other)).body).toEqual(notFound);
    // The parameters are a singleton (x-resource.singleton): nobody deletes one, whoever's it is.
    expect((await suite.api.delete(path(), other)).body).toEqual(name === 'parameters' ? forbidden : notFound);
    expect((await suite.api.get(path(), demoAdmin())).body.data).toEqual(before);
  });

  it("answers 404 to another client's client record on read and update, and changes nothing", async () => {
    const path = `${paths.clients}/${demoTenant.client}`;
    const before = (await suite.api.get(path, demoAdmin())).body.data;
    expect((await suite.api.get(path, other)).body).toEqual(notFound);
    expect((await suite.api.put(path, { cli_descri: 'Taken over' }, other)).body).toEqual(notFound);
    expect((await suite.api.get(path, demoAdmin())).body.data).toEqual(before);
  });

  it('refuses a client admin to delete any client, theirs or not, whether it exists or not', async () => {
    for (const id of [demoTenant.client, otherClient, 999_999]) {
      expect((await suite.api.delete(`${paths.clients}/${id}`, other)).body).toEqual(forbidden);
    }
  });

  it("refuses a client admin a new client, or a unit under another client's plant", async () => {
    expect((await suite.api.post(paths.clients, { cli_descri: 'Third Co' }, other)).body).toEqual(forbidden);
    expect((await suite.api.post(paths.clients, { cli_descri: 'Third Co' }, demoAdmin())).body).toEqual(forbidden);
    const unit = await suite.api.post(paths.units, { plt_codigo: demoTenant.plant, ele_descri: 'Sneaked in' }, other);
    expect(unit.status).toBe(400);
    expect(unit.body.error.fields).toEqual({ plt_codigo: { key: 'validation.referenceNotFound' } });
  });

  it('lets a client admin rename their own client', async () => {
    const renamed = await suite.api.put(`${paths.clients}/${otherClient}`, { cli_descri: 'Other Company' }, other);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.cli_descri).toBe('Other Company');
  });

  it("keeps each client's contract to itself", async () => {
    const demoContract = (await suite.api.get('EST/queries/checkContractDate', demoAdmin())).body;
    expect((await suite.api.get('EST/queries/checkContractDate', other)).body.data.data_fim_contrato).toBe('2099-12-31');
    const foreignKey = await suite.api.post('EST/queries/setNewContractDate', { token: demoContractKey(demoTenant.client, dayFromToday(900)) }, other);
    expect(foreignKey.status).toBe(400);
    expect((await suite.api.get('EST/queries/checkContractDate', demoAdmin())).body).toEqual(demoContract);
  });

  it('grants no super-administrator in the suite.demo seed', async () => {
    expect(await suite.server.app.database.db.selectFrom('usuario_super_admin').selectAll().execute()).toEqual([]);
  });

  it('lets a super-administrator, granted in the database only, see and create clients across tenants', async () => {
    await suite.server.app.database.db.insertInto('usuario_super_admin').values({ id_usuario: otherAdminId, granted_at: new Date().toISOString() }).execute();
    const list = await suite.api.get(paths.clients, other);
    expect(list.body.data.map((row: any) => row.cli_descri).sort()).toEqual(['Demo Industries', 'Other Company']);
    expect((await suite.api.get(`${paths.clients}/${demoTenant.client}`, other)).status).toBe(200);
    const created = await suite.api.post(paths.clients, { cli_descri: 'Third Co' }, other);
    expect(created.status).toBe(200);
    // Still a tenant's admin for everything else: another client's plants stay out of reach.
    expect((await suite.api.get(`${paths.plants}/${demoTenant.plant}`, other)).body).toEqual(notFound);
  });

  it('never takes the super-administrator grant from the API', async () => {
    const me = (await suite.api.get(`${paths.users}/${otherAdminId}`, other)).body.data;
    expect(me).not.toHaveProperty('usu_super_admin');
    const demoAdminId = (await suite.api.get(paths.users, { ...demoAdmin(), query: { filter: { usu_login: 'admin' } } })).body.data[0].id_usuario;
    expect((await suite.api.put(`${paths.users}/${demoAdminId}`, { usu_super_admin: 1 }, demoAdmin())).status).toBe(400);
    expect(await suite.server.app.database.db.selectFrom('usuario_super_admin').select('id_usuario').execute()).toEqual([{ id_usuario: otherAdminId }]);
  });
});
