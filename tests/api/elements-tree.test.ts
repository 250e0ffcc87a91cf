import { describe, expect, it } from 'vitest';
import { grantSuperAdmin } from '../../src/server/modules/access/super-admin-repository.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { atUnit, paths } from './helpers/demo.js';
import { demoSuite } from './helpers/demo-suite.js';
import { dialects } from './helpers/test-server.js';

const TREE = 'EST/queries/elementsTree';
const MOVE_PLANT = 'EST/actions/movePlant';

interface TreeClient {
  cli_codigo: number;
  cli_descri: string;
  plants: { plt_codigo: number; plt_descri: string; plt_ativo: string; units: { id_elemento: number; ele_descri: string; ele_ativo: string }[] }[];
}

/** The elements tree (issue 11 section 8): client → plant → unit, units moved within a client, plants across clients by super-administrators. */
describe.each(dialects)('elements tree (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  const tree = async () => (await suite.api.get(TREE, admin())).body.data as TreeClient[];
  const plantNamed = async (name: string) => (await tree()).flatMap((client) => client.plants).find((plant) => plant.plt_descri === name)!;
  const newPlant = async (name: string, active = 'S') =>
    (await suite.api.post(paths.plants, { plt_descri: name, plt_ativo: active }, admin())).body.data.plt_codigo as number;
  const newUnit = async (plant: number, name: string) =>
    (await suite.api.post(paths.units, { plt_codigo: plant, ele_descri: name }, admin())).body.data.id_elemento as number;

  it('answers the own client with its plants and units, nested', async () => {
    const clients = await tree();
    expect(clients).toHaveLength(1);
    const north = clients[0]!.plants.find((plant) => plant.plt_descri === 'North Plant');
    expect(north?.units.map((unit) => unit.ele_descri)).toEqual(['North Line 1']);
  });

  it('refuses the tree to a user without read on the elements tree (403)', async () => {
    expect((await suite.api.get(TREE, { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
  });

  it('adds a unit under a plant and moves it to another plant of the client', async () => {
    const from = await newPlant('Move From');
    const to = await newPlant('Move To');
    const unit = await newUnit(from, 'Packing');
    const moved = await suite.api.put(`${paths.units}/${unit}`, { plt_codigo: to }, admin());
    expect(moved.status, moved.text).toBe(200);
    expect((await plantNamed('Move To')).units.map((u) => u.ele_descri)).toEqual(['Packing']);
    expect((await plantNamed('Move From')).units).toEqual([]);
  });

  it('refuses a move into an inactive plant (400) or onto a name the plant already has (409)', async () => {
    const from = await newPlant('Refuse From');
    const closed = await newPlant('Refuse Closed', 'N');
    const busy = await newPlant('Refuse Busy');
    const unit = await newUnit(from, 'Boiler');
    await newUnit(busy, 'boiler');
    const intoClosed = await suite.api.put(`${paths.units}/${unit}`, { plt_codigo: closed, ele_descri: 'Boiler' }, admin());
    expect(intoClosed.status).toBe(400);
    expect(intoClosed.body.error.fields).toEqual({ plt_codigo: { key: 'elementsTree.errors.plantInactive' } });
    expect((await suite.api.put(`${paths.units}/${unit}`, { plt_codigo: busy, ele_descri: 'Boiler' }, admin())).status).toBe(409);
    expect((await suite.api.post(paths.units, { plt_codigo: closed, ele_descri: 'New' }, admin())).status).toBe(400);
  });

  it('deactivates a unit with its active flag: the tree shows it, the session no longer offers it', async () => {
    const plant = await newPlant('Deactivate Plant');
    const unit = await newUnit(plant, 'Old line');
    const sessionUnits = async () => ((await suite.api.get('CAC/queries/session', admin())).body.units as { id_elemento: number }[]).map((u) => u.id_elemento);
    expect(await sessionUnits()).toContain(unit);
    expect((await suite.api.put(`${paths.units}/${unit}`, { ele_ativo: 'N' }, admin())).status).toBe(200);
    expect((await plantNamed('Deactivate Plant')).units[0]?.ele_ativo).toBe('N');
    expect(await sessionUnits()).not.toContain(unit);
    // The user form still lists it, so an assignment to it can be seen and removed.
    const adminId = (await suite.api.get('CAC/queries/session', admin())).body.data.id_usuario as number;
    const assignable = (await suite.api.get(`CAC/entities/ELEMENTO/${adminId}`, admin())).body.data as { id_elemento: number }[];
    expect(assignable.map((u) => u.id_elemento)).toContain(unit);
  });

  it('refuses a unit move to someone without update on the elements tree (403)', async () => {
    const to = await newPlant('Operator Target');
    expect(
      (
        await suite.api.put(
          `${paths.units}/${suite.demo.north}`,
          { plt_codigo: to, ele_descri: 'North Line 1' },
          { token: suite.demo.operator, headers: atUnit(suite.demo.north) },
        )
      ).status,
    ).toBe(403);
  });

  it('moves a plant to another client only for a super-administrator, without user links and onto a free name', async () => {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const other = await createEntity(deps, suite.server.app.catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const otherId = other.cli_codigo as number;
    const plant = await newPlant('Sold Plant');
    await newUnit(plant, 'Sold Line');
    expect((await suite.api.put(MOVE_PLANT, { plt_codigo: plant, cli_codigo: otherId }, admin())).status).toBe(403);

    const adminId = (await suite.api.get('CAC/queries/session', admin())).body.data.id_usuario as number;
    await grantSuperAdmin(suite.server.app.database.db, adminId);
    expect((await suite.api.put(MOVE_PLANT, { plt_codigo: 'x' }, admin())).status).toBe(400);
    for (const raw of ['null', '[]', '"x"', '{"plt_codigo":1.5,"cli_codigo":-1}', '{"plt_codigo":99999999999,"cli_codigo":1}']) {
      expect((await suite.api.call('PUT', MOVE_PLANT, undefined, { ...admin(), raw })).status, raw).toBe(400);
    }
    expect((await suite.api.put(MOVE_PLANT, { plt_codigo: 999999, cli_codigo: otherId }, admin())).status).toBe(404);
    const north = await plantNamed('North Plant');
    const withUsers = await suite.api.put(MOVE_PLANT, { plt_codigo: north.plt_codigo, cli_codigo: otherId }, admin());
    expect([withUsers.status, withUsers.body.error.code]).toEqual([409, 'CONFLICT_USERS']);

    const moved = await suite.api.put(MOVE_PLANT, { plt_codigo: plant, cli_codigo: otherId }, admin());
    expect(moved.status, moved.text).toBe(200);
    const clients = await tree();
    expect(clients.find((client) => client.cli_codigo === otherId)?.plants.map((p) => [p.plt_descri, p.units.map((u) => u.ele_descri)])).toEqual([
      ['Sold Plant', ['Sold Line']],
    ]);

    await createEntity(deps, suite.server.app.catalog.get('plants')!, { isAdmin: true, clientId: otherId, unit: null }, { plt_descri: 'Twin' });
    const twin = await newPlant('twin');
    expect((await suite.api.put(MOVE_PLANT, { plt_codigo: twin, cli_codigo: otherId }, admin())).status).toBe(409);
  });
});
