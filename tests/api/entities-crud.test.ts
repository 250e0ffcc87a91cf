import { describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

describe.each(dialects)('entity create, read, update, delete (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const asAdmin = () => ({ token: suite.demo.admin, headers: atUnit(suite.demo.north) });

  it('creates with defaults and the scope column from the context, reads, updates and deletes', async () => {
    const created = await suite.api.post(paths.motiveGroups, { code: 'ELEC', description: 'Electrical' }, asAdmin());
    expect(created.status).toBe(200);
    const record = created.body.data;
    expect(record).toMatchObject({ code: 'ELEC', description: 'Electrical', color: '#1890ff', active: 'S', id_elemento: suite.demo.north });
    const path = `${paths.motiveGroups}/${record.id_motive_group}`;

    expect((await suite.api.get(path, asAdmin())).body).toEqual({ data: record });

    const updated = await suite.api.put(
      path,
      { ...record, id: record.id_motive_group, description: 'Electrical stops', id_elemento: suite.demo.south },
      asAdmin(),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...record, description: 'Electrical stops' });

    const partial = await suite.api.put(path, { active: 'N' }, asAdmin());
    expect(partial.body.data).toEqual({ ...record, description: 'Electrical stops', active: 'N' });

    // Some clients send a JSON content type with an empty DELETE body.
    const deleted = await suite.api.call('DELETE', path, undefined, { ...asAdmin(), headers: { ...asAdmin().headers, 'content-type': 'application/json' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id_motive_group).toBe(record.id_motive_group);
    expect((await suite.api.get(path, asAdmin())).status).toBe(404);
    expect((await suite.api.delete(path, asAdmin())).status).toBe(404);
  });

  it('clears an optional field with null', async () => {
    const created = await suite.api.post(paths.measures, { code: 'psi', description: 'Pound per square inch', symbol: 'psi', decimal_places: 1 }, asAdmin());
    const path = `${paths.measures}/${created.body.data.id_unit_measurement}`;
    const cleared = await suite.api.put(path, { symbol: null }, asAdmin());
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('symbol');
    const required = await suite.api.put(path, { description: null }, asAdmin());
    expect(required.status).toBe(400);
    expect(required.body.error.fields).toEqual({ description: { key: 'global.labels.requiredField' } });
  });

  it('keeps booleans as booleans and nested arrays as arrays', async () => {
    const group = await suite.api.post(paths.tagGroups, { description: 'Energy', group_type: 'report', active: false }, asAdmin());
    expect(group.body.data.active).toBe(false);
    const periods = await suite.api.get(paths.periods, asAdmin());
    const period = periods.body.data[0];
    expect(period.shifts).toHaveLength(4);
    expect(period.shifts[3]).toEqual({ description: '4', start: '18:00', end: '00:00' });
    expect(period.per_s_tp).toBe(0);
    const shifts = [
      { description: 'Day', start: '06:00', end: '18:00' },
      { description: 'Night', start: '18:00', end: '06:00' },
    ];
    const updated = await suite.api.put(`${paths.periods}/${period.id_periodo}`, { shifts, per_s_tp: 1 }, asAdmin());
    expect(updated.status).toBe(200);
    expect(updated.body.data.shifts).toEqual(shifts);
    expect(updated.body.data.per_s_tp).toBe(1);
  });

  it('writes refs fields as whole arrays of ids, in the junction table', async () => {
    const users = (await suite.api.get(paths.users, asAdmin())).body.data.map((u: any) => u.id_usuario);
    const created = await suite.api.post(paths.tagGroups, { description: 'Shift leads', group_type: 'alarm_management', active: true, users }, asAdmin());
    expect(created.status).toBe(200);
    expect(created.body.data.users).toEqual([...users].sort((a, b) => a - b));
    const path = `${paths.tagGroups}/${created.body.data.id_tag_group}`;
    expect((await suite.api.put(path, { description: 'Shift leads 2' }, asAdmin())).body.data.users).toHaveLength(users.length);
    const replaced = await suite.api.put(path, { users: [users[0]] }, asAdmin());
    expect(replaced.body.data.users).toEqual([users[0]]);
    const listed = await suite.api.get(paths.tagGroups, { ...asAdmin(), query: { filter: { id: created.body.data.id_tag_group } } });
    expect(listed.body.data[0].users).toEqual([users[0]]);
    expect((await suite.api.delete(path, asAdmin())).status).toBe(200);
  });

  it('refuses references to missing rows or rows of another scope', async () => {
    const bad = await suite.api.post(paths.tagGroups, { description: 'Ghosts', group_type: 'report', active: true, users: [424242] }, asAdmin());
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ users: { key: 'validation.referenceNotFound' } });
    const unit = await suite.api.post(paths.units, { plt_codigo: 999999, ele_descri: 'Nowhere' }, asAdmin());
    expect(unit.body.error.fields).toEqual({ plt_codigo: { key: 'validation.referenceNotFound' } });
  });

  it('creates a plant and a unit as an admin, and a client only with the super-administrator grant', async () => {
    expect((await suite.api.post(paths.clients, { cli_descri: 'Second Client' }, asAdmin())).status).toBe(403);
    const adminId = (await suite.api.post('CAC/actions/login', { username: 'admin', password: 'Admin#Plant2026' })).body.data.id_usuario;
    await suite.server.app.database.db.insertInto('usuario_super_admin').values({ id_usuario: adminId }).execute();
    const client = await suite.api.post(paths.clients, { cli_descri: 'Second Client' }, asAdmin());
    expect(client.status).toBe(200);
    const plants = (await suite.api.get(paths.plants, asAdmin())).body.data;
    const unit = await suite.api.post(paths.units, { plt_codigo: plants[0].plt_codigo, ele_descri: 'North Line 2' }, asAdmin());
    expect(unit.status).toBe(200);
    expect(unit.body.data.cli_codigo).toBe(plants[0].cli_codigo);
    const units = (await suite.api.post('CAC/actions/login', { username: 'admin', password: 'Admin#Plant2026' })).body.units;
    expect(units.map((u: any) => u.ele_descri)).toContain('North Line 2');
  });
});
