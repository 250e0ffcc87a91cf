/** Run as its own process by the migration tests: `tsx migrate-process.ts DATABASE_URL`. */
import { tables } from '../../../src/generated/tables.js';
import { createDatabase } from '../../../src/server/db/create-database.js';
import { migrate } from '../../../src/server/db/migrate.js';

const database = createDatabase(process.argv[2]!);
try {
  await migrate(database, tables);
} finally {
  await database.close();
}
