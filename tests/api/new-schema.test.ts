import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageVersion } from '../package-version.js';
import { tableDefs } from '../../generators/emit/tables.js';
import { generate } from '../../generators/generate.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects, type ServerOptions } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

/** A schema the server has never seen (at a menu page no schema has yet): element scope, a unique code, an enum, a bounded number, refs. */
const widgetSchema = {
  $id: 'quality/widget',
  title: 'resources.widgets.name',
  type: 'object',
  'x-resource': {
    name: 'widgets',
    api: 'QUA/entities/WIDGET',
    key: 'id_widget',
    menu: 'settings.manufacture.defect',
    route: '/settings/manufacture/defect',
    scope: 'element',
    label: 'name',
  },
  'x-list': { columns: ['code', 'name', 'kind', 'tolerance', 'active'], sort: ['code', 'ASC'], search: ['code', 'name'] },
  properties: {
    id_widget: { type: 'integer', readOnly: true },
    id_elemento: { type: 'integer', readOnly: true, 'x-ref': 'operational-structure/unit' },
    code: { type: 'string', minLength: 1, maxLength: 12, pattern: '^[A-Z0-9-]+$', 'x-unique': ['id_elemento'] },
    name: { type: 'string', minLength: 1, maxLength: 60 },
    kind: { type: 'string', enum: ['gauge', 'valve', 'pump'] },
    tolerance: { type: 'number', minimum: 0, maximum: 100 },
    active: { type: 'boolean', default: true },
    owners: { type: 'array', items: { type: 'integer', 'x-ref': 'access-control/user' }, uniqueItems: true, default: [] },
  },
  required: ['code', 'name', 'kind'],
};

const widgetTranslations = Object.fromEntries(
  ['en-US', 'pt-BR', 'es-ES'].map((locale) => [
    locale,
    {
      name: `Widget (${locale})`,
      fields: { id_widget: 'ID', id_elemento: 'Unit', code: 'Code', name: 'Name', kind: 'Kind', tolerance: 'Tolerance', active: 'Active', owners: 'Owners' },
      enums: { kind: { gauge: 'Gauge', valve: 'Valve', pump: 'Pump' } },
    },
  ]),
);

const widgets = 'QUA/entities/WIDGET';
/** The server's schemas with the widget added: filled before the suites start, read by their servers then. */
const withWidget: ServerOptions = {};
const schemasDir = mkdtempSync(join(tmpdir(), 'plant-schemas-'));

beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  mkdirSync(join(schemasDir, 'quality'));
  writeFileSync(join(schemasDir, 'quality', 'widget.schema.json'), JSON.stringify(widgetSchema, null, 2));
  writeFileSync(join(schemasDir, 'quality', 'widget.i18n.json'), JSON.stringify(widgetTranslations, null, 2));
  const { models } = await generate(schemasDir, packageVersion);
  withWidget.entities = models;
  withWidget.tables = tableDefs(models);
});
afterAll(() => rmSync(schemasDir, { recursive: true, force: true }));

describe.each(dialects)('a new schema needs no server code (%s)', (dialect) => {
  const suite = demoSuite(dialect, withWidget);
  const at = (unit: number) => ({ token: suite.demo.admin, headers: atUnit(unit) });

  it('creates, lists, reads, updates and deletes widgets', async () => {
    const created = await suite.api.post(widgets, { code: 'PG-01', name: 'Pressure gauge', kind: 'gauge', tolerance: 2.5, owners: [1] }, at(suite.demo.north));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'PG-01', kind: 'gauge', tolerance: 2.5, active: true, owners: [1], id_elemento: suite.demo.north });
    await suite.api.post(widgets, { code: 'VL-01', name: 'Inlet valve', kind: 'valve' }, at(suite.demo.north));

    const list = await suite.api.get(widgets, { ...at(suite.demo.north), query: { sort: ['code', 'DESC'], range: [0, 0], filter: { q: 'valve' } } });
    expect(list.body.data.map((w: any) => w.code)).toEqual(['VL-01']);
    expect(list.headers['content-range']).toBe('items 0-0/1');
    expect((await suite.api.get(widgets, at(suite.demo.south))).body.data).toEqual([]);

    const path = `${widgets}/${created.body.data.id_widget}`;
    const updated = await suite.api.put(path, { tolerance: 0.5, active: false, owners: [] }, at(suite.demo.north));
    expect(updated.body.data).toMatchObject({ tolerance: 0.5, active: false, owners: [] });
    expect((await suite.api.get(path, at(suite.demo.north))).body.data).toEqual(updated.body.data);
    expect((await suite.api.delete(path, at(suite.demo.north))).status).toBe(200);
    expect((await suite.api.get(path, at(suite.demo.north))).status).toBe(404);
  });

  it('validates from the schema', async () => {
    const response = await suite.api.post(
      widgets,
      { code: 'lower case', name: 'x'.repeat(61), kind: 'fan', tolerance: 101, color: 'red' },
      at(suite.demo.north),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      code: { key: 'validation.pattern' },
      name: { key: 'global.labels.maxLengthExceeded', args: { max: 60 } },
      kind: { key: 'validation.oneOf', args: { options: 'gauge, valve, pump' } },
      tolerance: { key: 'validation.maxValue', args: { max: 100 } },
      color: { key: 'validation.unknownField' },
    });
    const owners = await suite.api.post(widgets, { code: 'X-1', name: 'x', kind: 'pump', owners: [987654] }, at(suite.demo.north));
    expect(owners.body.error.fields).toEqual({ owners: { key: 'validation.referenceNotFound' } });
  });

  it('enforces x-unique per unit with 409', async () => {
    await suite.api.post(widgets, { code: 'P-7', name: 'Pump', kind: 'pump' }, at(suite.demo.north));
    const duplicate = await suite.api.post(widgets, { code: 'P-7', name: 'Pump again', kind: 'pump' }, at(suite.demo.north));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({
      code: 'CONFLICT_UNIQUE',
      message: 'global.error.messages.insertConflict',
      fields: { code: { key: 'validation.unique' } },
    });
    expect((await suite.api.post(widgets, { code: 'P-7', name: 'South pump', kind: 'pump' }, at(suite.demo.south))).status).toBe(200);
  });

  it('follows the profile permissions of its menu id, and blocks deleting a referenced user', async () => {
    expect((await suite.api.get(widgets, { token: suite.demo.operator })).status).toBe(403);
    const profile = (await suite.api.get(paths.profiles, at(suite.demo.north))).body.data[0];
    const permissions = [...profile.permissions, { menu_id: 'settings.manufacture.defect', read: true, create: false, update: false, delete: false }];
    expect((await suite.api.put(`${paths.profiles}/${profile.id_perfil}`, { permissions }, at(suite.demo.north))).status).toBe(200);
    expect((await suite.api.get(widgets, { token: suite.demo.operator })).status).toBe(200);
    expect((await suite.api.post(widgets, { code: 'OP-1', name: 'x', kind: 'pump' }, { token: suite.demo.operator })).status).toBe(403);

    const user = await suite.api.post(
      paths.users,
      { usu_nome: 'Owner', usu_login: 'owner', usu_senha: 'Owner#Password2026', usu_tipo: '2' },
      at(suite.demo.north),
    );
    await suite.api.post(widgets, { code: 'OWN-1', name: 'Owned', kind: 'valve', owners: [user.body.data.id_usuario] }, at(suite.demo.north));
    const deleted = await suite.api.delete(`${paths.users}/${user.body.data.id_usuario}`, at(suite.demo.north));
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.code).toBe('CONFLICT_REFERENCED');
  });
});
