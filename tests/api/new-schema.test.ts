import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageVersion } from '../package-version.js';
import { tableDefs } from '../../generators/emit/tables.js';
import { generate } from '../../generators/generate.js';
import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import type { TableDef } from '../../src/domain/entities/table-model.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

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
let models: EntityModel[];
let tables: TableDef[];
const schemasDir = mkdtempSync(join(tmpdir(), 'plant-schemas-'));

beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  mkdirSync(join(schemasDir, 'quality'));
  writeFileSync(join(schemasDir, 'quality', 'widget.schema.json'), JSON.stringify(widgetSchema, null, 2));
  writeFileSync(join(schemasDir, 'quality', 'widget.i18n.json'), JSON.stringify(widgetTranslations, null, 2));
  models = (await generate(schemasDir, packageVersion)).models;
  tables = tableDefs(models);
});
afterAll(() => rmSync(schemasDir, { recursive: true, force: true }));

describe.each(dialects)('a new schema needs no server code (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  const at = (unit: number) => ({ token: demo.admin, headers: atUnit(unit) });

  beforeAll(async () => {
    server = await startServer(dialect, { entities: models, tables });
    api = apiClient(server.app);
    demo = await demoSession(api);
  });
  afterAll(() => server.close());

  it('creates, lists, reads, updates and deletes widgets', async () => {
    const created = await api.post(widgets, { code: 'PG-01', name: 'Pressure gauge', kind: 'gauge', tolerance: 2.5, owners: [1] }, at(demo.north));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'PG-01', kind: 'gauge', tolerance: 2.5, active: true, owners: [1], id_elemento: demo.north });
    await api.post(widgets, { code: 'VL-01', name: 'Inlet valve', kind: 'valve' }, at(demo.north));

    const list = await api.get(widgets, { ...at(demo.north), query: { sort: ['code', 'DESC'], range: [0, 0], filter: { q: 'valve' } } });
    expect(list.body.data.map((w: any) => w.code)).toEqual(['VL-01']);
    expect(list.headers['content-range']).toBe('items 0-0/1');
    expect((await api.get(widgets, at(demo.south))).body.data).toEqual([]);

    const path = `${widgets}/${created.body.data.id_widget}`;
    const updated = await api.put(path, { tolerance: 0.5, active: false, owners: [] }, at(demo.north));
    expect(updated.body.data).toMatchObject({ tolerance: 0.5, active: false, owners: [] });
    expect((await api.get(path, at(demo.north))).body.data).toEqual(updated.body.data);
    expect((await api.delete(path, at(demo.north))).status).toBe(200);
    expect((await api.get(path, at(demo.north))).status).toBe(404);
  });

  it('validates from the schema', async () => {
    const response = await api.post(widgets, { code: 'lower case', name: 'x'.repeat(61), kind: 'fan', tolerance: 101, color: 'red' }, at(demo.north));
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      code: { key: 'validation.pattern' },
      name: { key: 'global.labels.maxLengthExceeded', args: { max: 60 } },
      kind: { key: 'validation.oneOf', args: { options: 'gauge, valve, pump' } },
      tolerance: { key: 'validation.maxValue', args: { max: 100 } },
      color: { key: 'validation.unknownField' },
    });
    const owners = await api.post(widgets, { code: 'X-1', name: 'x', kind: 'pump', owners: [987654] }, at(demo.north));
    expect(owners.body.error.fields).toEqual({ owners: { key: 'validation.referenceNotFound' } });
  });

  it('enforces x-unique per unit with 409', async () => {
    await api.post(widgets, { code: 'P-7', name: 'Pump', kind: 'pump' }, at(demo.north));
    const duplicate = await api.post(widgets, { code: 'P-7', name: 'Pump again', kind: 'pump' }, at(demo.north));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({
      code: 'CONFLICT_UNIQUE',
      message: 'global.error.messages.insertConflict',
      fields: { code: { key: 'validation.unique' } },
    });
    expect((await api.post(widgets, { code: 'P-7', name: 'South pump', kind: 'pump' }, at(demo.south))).status).toBe(200);
  });

  it('follows the profile permissions of its menu id, and blocks deleting a referenced user', async () => {
    expect((await api.get(widgets, { token: demo.operator })).status).toBe(403);
    const profile = (await api.get(paths.profiles, at(demo.north))).body.data[0];
    const permissions = [...profile.permissions, { menu_id: 'settings.manufacture.defect', read: true, create: false, update: false, delete: false }];
    expect((await api.put(`${paths.profiles}/${profile.id_perfil}`, { permissions }, at(demo.north))).status).toBe(200);
    expect((await api.get(widgets, { token: demo.operator })).status).toBe(200);
    expect((await api.post(widgets, { code: 'OP-1', name: 'x', kind: 'pump' }, { token: demo.operator })).status).toBe(403);

    const user = await api.post(paths.users, { usu_nome: 'Owner', usu_login: 'owner', usu_senha: 'Owner#Password2026', usu_tipo: '2' }, at(demo.north));
    await api.post(widgets, { code: 'OWN-1', name: 'Owned', kind: 'valve', owners: [user.body.data.id_usuario] }, at(demo.north));
    const deleted = await api.delete(`${paths.users}/${user.body.data.id_usuario}`, at(demo.north));
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.code).toBe('CONFLICT_REFERENCED');
  });
});
