/**
 * `npm run contract:apply -- --database URL --key KEY`
 * Applies a vendor renewal key straight to a database: for a client whose users cannot sign in
 * (no contract yet, e.g. one created after `npm run init`), where `/expired` is out of reach.
 */
import { parseArgs } from 'node:util';
import { tables } from '../src/generated/tables.js';
import { loadConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/create-database.js';
import { migrate } from '../src/server/db/migrate.js';
import { ApiError } from '../src/server/core/api-error.js';
import { applyContractKey, checkedContractKey, fail } from './lib/contract-key-args.js';

const { values: args } = parseArgs({
  options: { database: { type: 'string', default: loadConfig().databaseUrl }, key: { type: 'string' } },
});
if (!args.key) fail('usage: npm run contract:apply -- --database URL --key KEY');
const payload = checkedContractKey(args.key);

const database = createDatabase(args.database);
try {
  await migrate(database, tables);
  const client = await database.db.selectFrom('cliente').select('cli_descri').where('cli_codigo', '=', payload.cli).executeTakeFirst();
  if (!client) fail(`${args.database} has no client ${payload.cli}; the key is for another installation.`);
  console.log(await applyContractKey(database.db, args.key));
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  fail(`Refused: ${error.code === 'SUPERSEDED_CONTRACT_KEY' ? 'a newer key has already been applied to this client' : error.message}`);
} finally {
  await database.close();
}
