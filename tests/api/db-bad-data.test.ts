import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { installErrorHandler } from '../../src/server/plugins/app/error-handler.js';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/test-server.js';

/**
 * The backstop behind the request checks: a statement whose value the database itself refuses as data
 * answers 400, not 500. Each dialect's own refusals, on a real database.
 */
const refusedValues = {
  // 22021 (NUL in text) and 22P05 (NUL escape in jsonb)
  postgres: [sql`select ${'plant\u0000host'}::text as v`, sql`select ${'{"a":"\\u0000"}'}::jsonb as v`],
  // SQLITE_MISMATCH: text into an integer primary key
  sqlite: [sql`insert into fuzz_numbers (id) values (${'not a number'})`],
};

describe.each(dialects)('a value the database refuses as data (%s)', (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = createDatabase(testDatabase.url);
    await sql`create table fuzz_numbers (id integer primary key)`.execute(database.db);
    app = Fastify();
    installErrorHandler(app);
    app.get('/refused/:index', async (request) => {
      await refusedValues[dialect][Number((request.params as { index: string }).index)]!.execute(database.db);
      return { data: 'stored' };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await testDatabase.drop();
  });

  it.each(refusedValues[dialect].map((_, index) => index))('answers 400 BAD_REQUEST to refused value #%i', async (index) => {
    const response = await app.inject({ method: 'GET', url: `/refused/${index}` });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'global.error.messages.badRequest' } },
    });
  });
});
