import { describe, expect, it } from 'vitest';
import { insertRow } from '../../src/server/modules/entities/entity-writes.js';
import { withDbFailures } from '../../src/server/core/db-failure.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const referenced = { error: { code: 'CONFLICT_REFERENCED', message: 'global.error.messages.deleteConflict' } };

describe.each(dialects)('conflicts (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const at = (unit: number) => ({ token: suite.demo.admin, headers: atUnit(unit) });

  it('answers 409 for a duplicate code in the same unit, but accepts it in another unit', async () => {
    const duplicate = await suite.api.post(paths.measures, { code: 'kg', description: 'Again', decimal_places: 1 }, at(suite.demo.north));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: { code: 'CONFLICT_UNIQUE', message: 'global.error.messages.insertConflict', fields: { code: { key: 'validation.unique' } } },
    });
    const elsewhere = await suite.api.post(paths.measures, { code: 'kg', description: 'Kilogram', decimal_places: 1 }, at(suite.demo.south));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.id_elemento).toBe(suite.demo.south);
  });

  it('answers 409 editConflict when an update collides', async () => {
    const tonne = (await suite.api.get(paths.measures, { ...at(suite.demo.north), query: { filter: { code: 't' } } })).body.data[0];
    const response = await suite.api.put(`${paths.measures}/${tonne.id_unit_measurement}`, { code: 'kg' }, at(suite.demo.north));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('global.error.messages.editConflict');
    const same = await suite.api.put(`${paths.measures}/${tonne.id_unit_measurement}`, { code: 't', description: 'Metric tonne' }, at(suite.demo.north));
    expect(same.status).toBe(200);
  });

  it('names a taken login with userExists', async () => {
    const response = await suite.api.post(
      paths.users,
      { usu_nome: 'Other', usu_login: 'operator', usu_senha: 'Other#Password1', usu_tipo: '2' },
      at(suite.demo.north),
    );
    expect(response.status).toBe(409);
    expect(response.body.error.fields).toEqual({ usu_login: { key: 'global.labels.userExists' } });
  });

  it('maps the database unique index too, when the check before writing is bypassed by a race', async () => {
    const writes = Array.from({ length: 4 }, () => suite.api.post(paths.motiveGroups, { code: 'RACE', description: 'Race' }, at(suite.demo.north)));
    const statuses = (await Promise.all(writes)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it.each([
    ['units-of-measurement', { code: 'kg', description: 'Dup', decimal_places: 1 }, 'code', 'validation.unique'],
    ['users', { usu_nome: 'Dup', usu_login: 'admin', usu_senha: 'x', usu_tipo: '2' }, 'usu_login', 'global.labels.userExists'],
  ])('maps the database unique violation of %s to 409 naming the field', async (name, values, field, key) => {
    const model = suite.server.app.catalog.get(name)!;
    const row = { ...values, id_elemento: suite.demo.north, cli_codigo: 1 };
    const write = () => insertRow(suite.server.app.database.db, suite.server.app.database.dialect, model, row);
    const error = await withDbFailures(model, 'create', write).catch((e) => e);
    expect(error.toBody()).toEqual({
      error: { code: 'CONFLICT_UNIQUE', message: 'global.error.messages.insertConflict', fields: { [field]: { key } } },
    });
  });

  it('answers 409 when deleting a plant that still has units', async () => {
    const plants = (await suite.api.get(paths.plants, at(suite.demo.north))).body.data;
    const response = await suite.api.delete(`${paths.plants}/${plants[0].plt_codigo}`, at(suite.demo.north));
    expect(response.status).toBe(409);
    expect(response.body).toEqual(referenced);
    expect((await suite.api.get(`${paths.plants}/${plants[0].plt_codigo}`, at(suite.demo.north))).status).toBe(200);
  });

  it('answers 409 when deleting a profile still given on a user-unit link', async () => {
    const profile = (await suite.api.get(paths.profiles, at(suite.demo.north))).body.data[0];
    const response = await suite.api.delete(`${paths.profiles}/${profile.id_perfil}`, at(suite.demo.north));
    expect(response.status).toBe(409);
    expect(response.body).toEqual(referenced);
  });

  it('deletes a link with its junction rows, after which the profile can go', async () => {
    const profile = (await suite.api.get(paths.profiles, at(suite.demo.north))).body.data[0];
    const link = (await suite.api.get(paths.userUnits, at(suite.demo.north))).body.data[0];
    expect((await suite.api.delete(`${paths.userUnits}/${link.id_usuario_elemento}`, at(suite.demo.north))).status).toBe(200);
    expect((await suite.api.delete(`${paths.profiles}/${profile.id_perfil}`, at(suite.demo.north))).status).toBe(200);
  });
});
