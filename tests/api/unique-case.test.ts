import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../../src/server/modules/entities/entity-writes.js';
import { withDbFailures } from '../../src/server/core/db-failure.js';
import { apiClient } from './helpers/api-client.js';
import { atUnit, paths } from './helpers/demo.js';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { dialects, type TestServer } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const conflict = (message: string) => ({ error: { code: 'CONFLICT_UNIQUE', message, fields: { code: { key: 'validation.unique' } } } });
const insertConflict = conflict('global.error.messages.insertConflict');
const measure = (code: string) => ({ code, description: `Unit ${code}`, decimal_places: 1 });

async function indexNames(server: TestServer, table: string): Promise<string[]> {
  const query =
    server.dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`;
  return (await query.execute(server.app.database.db)).rows.map((row) => row.name);
}

/** `x-unique` text values compare trimmed and without (ASCII) case, in the check and in the index itself. */
describe.each(dialects)('unique codes without case (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let http: HttpClient;
  const at = (unit = suite.demo.north) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const measures = () => suite.server.app.catalog.get('units-of-measurement')!;

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
  });

  it('refuses "psi" and " psi " beside "PSI" with 409 naming the field, in the same unit only', async () => {
    expect((await suite.api.post(paths.measures, measure('PSI'), at())).status).toBe(200);
    for (const code of ['psi', ' psi ', 'Psi', 'PSI ']) {
      const refused = await suite.api.post(paths.measures, measure(code), at());
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(insertConflict);
    }
    expect((await suite.api.post(paths.measures, measure('psi'), at(suite.demo.south))).status).toBe(200);
  });

  it('refuses an update to a case variant of another code, and stores codes trimmed', async () => {
    const torr = await suite.api.post(paths.measures, measure('  Torr '), at());
    expect(torr.body.data.code).toBe('Torr');
    const renamed = await suite.api.put(`${paths.measures}/${torr.body.data.id_unit_measurement}`, { code: 'KG' }, at());
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual(conflict('global.error.messages.editConflict'));
    expect((await suite.api.put(`${paths.measures}/${torr.body.data.id_unit_measurement}`, { code: 'TORR' }, at())).status).toBe(200);
  });

  it('refuses an imported tag code that differs from a stored one or an earlier line only in case', async () => {
    expect((await suite.api.post('MES/entities/MESTAG', { code: 'FT-101', active: false }, at())).status).toBe(200);
    const file = { name: 'tags.csv', type: 'text/csv', content: 'code,active\nft-101,false\nLT-7,false\nlt-7,false\n' };
    const response = await http.upload('MES/actions/importTags', file, at());
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toEqual([
      { row: 2, key: 'tags.import.duplicateCode', args: { code: 'ft-101' } },
      { row: 4, key: 'tags.import.duplicateCode', args: { code: 'lt-7' } },
    ]);
  });

  it('has the database itself refuse a case variant, answered as 409 naming the field', async () => {
    const write = () => insertRow(suite.server.app.database.db, dialect, measures(), { ...measure(' pSi'), id_elemento: suite.demo.north });
    const error = await withDbFailures(measures(), 'create', write).catch((e) => e);
    expect(error.toBody()).toEqual(insertConflict);
  });

  it('stores exactly one of 20 case variants sent at once; the others get 409', async () => {
    const variants = Array.from({ length: 20 }, (_, i) => `${i % 2 ? ' ' : ''}${i.toString(2).padStart(5, '0').replace(/0/g, 'm').replace(/1/g, 'M')}Pa`);
    expect(new Set(variants.map((code) => code.trim().toLowerCase())).size).toBe(1);
    const responses = await Promise.all(variants.map((code) => http.post(paths.measures, measure(code), at())));
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 19 });
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body).toEqual(insertConflict);
  });

  it('replaces the exact unique index of an existing database at start, once', async () => {
    const table = measures().table;
    const exact = `ux_${table}_id_elemento_code`;
    // The case-folded unique index (the list indexes generated from the schema also name `code`).
    const folded = (await indexNames(suite.server, table)).filter((name) => name.startsWith('uci_'));
    expect(folded).toHaveLength(1);
    // The database as the previous version left it: the exact index only.
    await sql.raw(`drop index "${folded[0]}"`).execute(suite.server.app.database.db);
    await sql.raw(`create unique index "${exact}" on "${table}" ("id_elemento", "code")`).execute(suite.server.app.database.db);
    suite.server = await suite.server.restart();
    suite.server = await suite.server.restart();
    const names = await indexNames(suite.server, table);
    expect(names).toContain(folded[0]);
    expect(names).not.toContain(exact);
    const write = () => insertRow(suite.server.app.database.db, dialect, measures(), { ...measure(' Bar'), id_elemento: suite.demo.north });
    expect((await withDbFailures(measures(), 'create', write).catch((e) => e)).toBody()).toEqual(insertConflict);
  });

  it('still starts on a database holding case variants, keeping the exact index until they are cleaned', async () => {
    const table = measures().table;
    const exact = `ux_${table}_id_elemento_code`;
    const folded = (await indexNames(suite.server, table)).find((name) => name.startsWith('uci_'))!;
    const db = () => suite.server.app.database.db;
    await sql.raw(`drop index "${folded}"`).execute(db());
    await sql.raw(`create unique index "${exact}" on "${table}" ("id_elemento", "code")`).execute(db());
    const variant = await insertRow(db(), dialect, measures(), { ...measure('pSI'), id_elemento: suite.demo.north });
    suite.server = await suite.server.restart();
    expect(await indexNames(suite.server, table)).toContain(exact);
    expect((await apiClient(suite.server.app).post(paths.measures, measure('psi '), at())).body).toEqual(insertConflict);

    await sql`delete from ${sql.table(table)} where ${sql.ref(measures().key)} = ${variant}`.execute(db());
    suite.server = await suite.server.restart();
    const names = await indexNames(suite.server, table);
    expect(names).toContain(folded);
    expect(names).not.toContain(exact);
  });
});
