import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexName } from '../../src/server/db/column-sql.js';
import { cappedCountQuery, pageQuery, type Page } from '../../src/server/modules/entities/entity-list-queries.js';
import { countCap } from '../../src/server/modules/entities/entity-reads.js';
import { filterCondition } from '../../src/server/modules/entities/entity-filter.js';
import { hashToken } from '../../src/server/modules/auth/session-repository.js';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { allOf } from '../../src/server/modules/access/access-scope.js';
import { apiClient } from './helpers/api-client.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const table = 'units_of_measurement';
const key = 'id_unit_measurement';
const sortIndex = indexName('ix', table, ['id_elemento', 'code', key]);
const activeIndex = indexName('ix', table, ['id_elemento', 'active', 'code', key]);
const descriptionIndex = indexName('ix', table, ['id_elemento', 'description', key]);
/** Rows added to the south unit, past the cap, so a deep page can end exactly. */
const manyRows = countCap + 30;
/** The next turn of the event loop: the SQLite change mark reads other connections' commits once per turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Lists at plant scale: indexes from the schema, index-ordered pages, a capped total (issue 11 §4). */
describe.each(dialects)('lists at plant scale (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const model = () => suite.server.app.catalog.get('units-of-measurement')!;
  const list = (query: Record<string, unknown>, unit = suite.demo.south) =>
    suite.api.get(paths.measures, { token: suite.demo.admin, headers: atUnit(unit), query });

  async function indexNames(): Promise<string[]> {
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`;
    return (await query.execute(suite.server.app.database.db)).rows.map((row) => row.name);
  }

  /** The plan of the list's own page query for the south unit, as text lines. */
  async function planOf(filter: Record<string, unknown>, page: Page): Promise<string[]> {
    const where = allOf([(eb) => eb(`${table}.id_elemento`, '=', suite.demo.south), filterCondition(model(), filter, dialect)]);
    const compiled = pageQuery(suite.server.app.database.db, model(), where, page).compile();
    return suite.server.app.database.db.connection().execute(async (connection) => {
      // The test tables are small enough for a sequential scan; PostgreSQL is asked which index it would use.
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
      const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
      const result = await connection.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(connection);
      return result.rows.map((row) => row.detail ?? row['QUERY PLAN']!);
    });
  }

  beforeAll(async () => {
    const rows = Array.from({ length: manyRows }, (_, i) => ({
      id_elemento: suite.demo.south,
      code: `B${String(i).padStart(6, '0')}`,
      description: `Bulk ${i}`,
      decimal_places: i % 5,
      active: i % 2 ? 'S' : 'N',
    }));
    for (let i = 0; i < rows.length; i += 500)
      await suite.server.app.database.db
        .insertInto(table)
        .values(rows.slice(i, i + 500))
        .execute();
    // The planner's statistics, as autovacuum would gather them for a table this size.
    if (dialect === 'postgres') await sql`analyze ${sql.table(table)}`.execute(suite.server.app.database.db);
  }, 120_000);

  it('creates the indexes of the schema, scope column first, and again at a restart without error', async () => {
    const names = await indexNames();
    expect(names).toEqual(expect.arrayContaining([sortIndex, activeIndex, descriptionIndex]));
    suite.server = await suite.server.restart();
    suite.api = apiClient(suite.server.app);
    expect((await indexNames()).sort()).toEqual([...names].sort());
  });

  it('reads a filtered, sorted page through its index, without sorting', async () => {
    const plan = await planOf({ active: 'S' }, { sort: 'code', order: 'asc', offset: 0, limit: 25 });
    expect(plan.join('\n')).toContain(activeIndex);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|Sort/);
    const descending = await planOf({}, { sort: 'description', order: 'desc', offset: 0, limit: 25 });
    expect(descending.join('\n')).toContain(descriptionIndex);
    expect(descending.join('\n')).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it('counts through an index, stopping past the cap', async () => {
    const where = allOf([(eb) => eb(`${table}.id_elemento`, '=', suite.demo.south)]);
    const compiled = cappedCountQuery(suite.server.app.database.db, model(), where, countCap).compile();
    const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
    const plan = await suite.server.app.database.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    if (dialect === 'sqlite') expect(plan.rows.map((row) => row.detail).join('\n')).toContain('COVERING INDEX');
    expect((await suite.server.app.database.db.executeQuery<{ total: unknown }>(compiled)).rows[0]!.total).toEqual(dialect === 'postgres' ? '10001' : 10_001);
  });

  it('answers "more than" the cap with an open Content-Range, and the exact total under it', async () => {
    const first = await list({ sort: ['code', 'ASC'], range: [0, 24] });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0].code).toBe('B000000');
    expect(first.headers['content-range']).toBe('items 0-24/*');
    expect(first.headers['x-total-more-than']).toBe(String(countCap));
    expect(first.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-More-Than');
    const active = await list({ filter: { active: 'S' }, range: [0, 24] });
    expect(active.headers['content-range']).toBe(`items 0-24/${manyRows / 2}`);
    expect(active.headers['x-total-more-than']).toBeUndefined();
    expect((await list({ range: [0, 24] }, suite.demo.north)).headers['content-range']).toMatch(/^items 0-\d+\/\d+$/);
  });

  it('counts as far as a deep page needs: past it "more than", at the end exact', async () => {
    const deep = await list({ range: [countCap, countCap + 24] });
    expect(deep.headers['content-range']).toBe(`items ${countCap}-${countCap + 24}/*`);
    expect(deep.headers['x-total-more-than']).toBe(String(countCap + 25));
    const last = await list({ range: [countCap + 25, countCap + 49] });
    expect(last.headers['content-range']).toBe(`items ${countCap + 25}-${manyRows - 1}/${manyRows}`);
  });

  it('counts again after a write, through the API or from another process', async () => {
    const count = async () => (await list({ filter: { decimal_places: 3, active: 'N' } })).headers['content-range'];
    const before = await count();
    const created = await suite.api.post(
      paths.measures,
      { code: 'NEW-3', description: 'New', decimal_places: 3, active: 'N' },
      { token: suite.demo.admin, headers: atUnit(suite.demo.south) },
    );
    expect(created.status).toBe(200);
    const total = (range: unknown) => Number(String(range).split('/')[1]);
    expect(total(await count())).toBe(total(before) + 1);
    if (dialect !== 'sqlite') return;
    const other = new BetterSqlite3(suite.server.database.url.slice('sqlite:'.length));
    other.prepare(`delete from ${table} where code = 'NEW-3'`).run();
    other.close();
    await nextTurn();
    expect(await count()).toBe(before);
  });

  it.runIf(dialect === 'sqlite')('refuses at once a session revoked by another process', async () => {
    const token = await suite.api.login('operator', demoPasswords.operator);
    expect((await suite.api.get('CAC/queries/session', { token })).status).toBe(200);
    const other = new BetterSqlite3(suite.server.database.url.slice('sqlite:'.length));
    other.prepare('update sessao set revoked_at = ? where token_hash = ?').run(new Date().toISOString(), hashToken(token));
    other.close();
    await nextTurn();
    expect((await suite.api.get('CAC/queries/session', { token })).status).toBe(401);
  });
});
