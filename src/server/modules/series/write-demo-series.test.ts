import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../../generated/entities.js';
import { tables } from '../../../generated/tables.js';
import { createDatabase, type Database } from '../../db/create-database.js';
import { migrate } from '../../db/migrate.js';
import type { AccessScope } from '../access/access-scope.js';
import { createEntity } from '../entities/entity-service.js';
import { modelCatalog } from '../../core/model-catalog.js';
import { seedDemoSeries } from './write-demo-series.js';

const catalog = modelCatalog(entityList);
let database: Database;
let scope: AccessScope;

beforeAll(async () => {
  database = createDatabase('sqlite::memory:');
  await migrate(database, tables);
  const deps = { database, catalog };
  const client = await createEntity(deps, catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Demo' });
  const admin: AccessScope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
  const plant = await createEntity(deps, catalog.get('plants')!, admin, { plt_descri: 'Plant' });
  const unit = await createEntity(deps, catalog.get('units')!, admin, { plt_codigo: plant.plt_codigo, ele_descri: 'Unit' });
  scope = { ...admin, unit: { id_elemento: unit.id_elemento as number, plt_codigo: plant.plt_codigo as number, cli_codigo: admin.clientId! } };
});
afterAll(() => database.close());

describe('seedDemoSeries', () => {
  it('gives two sensor tags 90 days of five-minute values and the lab tag one value a shift, the same values for the same instants', async () => {
    const now = Date.UTC(2026, 4, 1, 10, 2);
    await seedDemoSeries({ database, catalog }, scope, { now });
    const tags = await database.db.selectFrom('tags').select(['id_tag', 'code']).orderBy('code').execute();
    expect(tags.map((tag) => tag.code)).toEqual(['FT-201', 'QA-301', 'TT-101']);
    const counts = await database.db
      .selectFrom('tag_value')
      .select(['id_tag', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('ts').as('last')])
      .groupBy('id_tag')
      .orderBy('id_tag')
      .execute();
    expect(counts.map((row) => Number(row.n))).toEqual([90 * 288, 90 * 288, 90 * 3]);
    expect(counts.map((row) => Number(row.last))).toEqual([Date.UTC(2026, 4, 1, 9, 55), Date.UTC(2026, 4, 1, 9, 55), Date.UTC(2026, 4, 1, 0, 0)]);
    const lab = await database.db.selectFrom('tags').select('data_input').where('code', '=', 'QA-301').executeTakeFirstOrThrow();
    expect(lab.data_input).toBe('laboratory');
    const days = await database.db
      .selectFrom('tag_rollup')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('level', '=', 'D')
      .executeTakeFirst();
    expect(Number(days?.n)).toBe(3 * 91);
  });
});
