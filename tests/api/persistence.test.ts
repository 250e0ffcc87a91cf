import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableDef } from '../../src/domain/entities/table-model.js';
import { tables } from '../../src/generated/tables.js';
import { createDatabase } from '../../src/server/db/create-database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { apiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths } from './helpers/demo.js';
import { createTestDatabase, dialects, startServer, type TestDatabase, type TestServer } from './helpers/test-server.js';

const run = promisify(execFile);
const tsx = resolve('node_modules/.bin/tsx');
const migrateProcess = resolve('tests/api/helpers/migrate-process.ts');

describe.each(dialects)('persistence and migrations (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  it('keeps records across a restart and does not seed twice', async () => {
    let api = apiClient(server.app);
    let demo = await demoSession(api);
    const created = await api.post(
      paths.measures,
      { code: 'kept', description: 'Survives a restart', decimal_places: 4 },
      { token: demo.admin, headers: atUnit(demo.north) },
    );
    expect(created.status).toBe(200);

    server = await server.restart();
    api = apiClient(server.app);
    // Sessions live in the database, so a token survives a restart too.
    const again = await api.get(`${paths.measures}/${created.body.data.id_unit_measurement}`, { token: demo.admin, headers: atUnit(demo.north) });
    expect(again.body.data).toEqual(created.body.data);
    demo = await demoSession(api);
    const users = await api.get(paths.users, { token: demo.admin });
    expect(users.headers['content-range']).toBe('items 0-1/2');
  });

  it('runs the migrations again without error or change', async () => {
    const database = createDatabase(server.database.url);
    try {
      await migrate(database, tables);
      await migrate(database, tables);
      const count = await database.db
        .selectFrom('units_of_measurement')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(6);
    } finally {
      await database.close();
    }
  });

  it('adds a new column and index to an existing table', async () => {
    const extended: TableDef[] = tables.map((table) =>
      table.name === 'units_of_measurement'
        ? { ...table, columns: [...table.columns, { name: 'factor', type: 'real', notNull: true }], indexes: [...table.indexes, ['factor']] }
        : table,
    );
    const database = createDatabase(server.database.url);
    try {
      await migrate(database, extended);
      await migrate(database, extended);
      const row = await database.db.selectFrom('units_of_measurement').select(['code', 'factor']).where('code', '=', 'kept').executeTakeFirst();
      expect(row).toEqual({ code: 'kept', factor: null });
    } finally {
      await database.close();
    }
  });

  it('lets several processes migrate one fresh database at once', async () => {
    const fresh: TestDatabase = await createTestDatabase(dialect);
    const database = createDatabase(fresh.url);
    try {
      await Promise.all([1, 2, 3].map(() => run(tsx, [migrateProcess, fresh.url])));
      const names = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['usuario', 'sessao', 'usuario_elemento__profiles']));
    } finally {
      await database.close();
      await fresh.drop();
    }
  });

  it('leaves an empty database empty when SEED_DEMO is off', async () => {
    const empty = await startServer(dialect, { config: { seedDemo: false } });
    try {
      const count = await empty.app.database.db
        .selectFrom('usuario')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(0);
      expect((await apiClient(empty.app).post('CAC/actions/login', { username: 'admin', password: 'Admin#Plant2026' })).status).toBe(401);
    } finally {
      await empty.close();
    }
  });
});
