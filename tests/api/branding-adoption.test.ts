import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptOrphanBranding } from '../../src/server/modules/branding/adopt-branding.js';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/test-server.js';

const brandingTable = { name: 'branding', columns: [] } as never;

/** A database as it was before branding belonged to a client: the column added by the migration is still empty. */
async function olderDatabase(database: Database, clients: number): Promise<void> {
  await sql`create table cliente (cli_codigo integer primary key)`.execute(database.db);
  await sql`create table branding (id_branding integer primary key, host_key varchar(253), cli_codigo integer)`.execute(database.db);
  for (let id = 1; id <= clients; id++) await sql`insert into cliente (cli_codigo) values (${id})`.execute(database.db);
  await sql`insert into branding (id_branding, host_key) values (1, 'older-host')`.execute(database.db);
}

const owners = async (database: Database) => (await database.db.selectFrom('branding').select('cli_codigo').execute()).map((row) => row.cli_codigo);

describe.each(dialects)('branding written before it belonged to a client (%s)', (dialect) => {
  let test: TestDatabase;
  let database: Database;
  afterEach(async () => {
    await database.close();
    await test.drop();
  });

  it('goes to the only client, and a second run changes nothing', async () => {
    test = await createTestDatabase(dialect);
    database = createDatabase(test.url);
    await olderDatabase(database, 1);
    await adoptOrphanBranding(database.db, [brandingTable]);
    await adoptOrphanBranding(database.db, [brandingTable]);
    expect(await owners(database)).toEqual([1]);
  });

  it('waits for an operator where several clients could own it', async () => {
    test = await createTestDatabase(dialect);
    database = createDatabase(test.url);
    await olderDatabase(database, 2);
    await adoptOrphanBranding(database.db, [brandingTable]);
    expect(await owners(database)).toEqual([null]);
  });
});
