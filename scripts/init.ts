/**
 * `npm run init -- --database sqlite:./data/prod.db --login admin --password '...' [--name N] [--client C] [--contract-key KEY] [--super-admin]`
 * Prepares an empty database for production: the tables, one client and its first admin, and the
 * client's contract from a vendor key for client 1 (without it nobody can sign in yet).
 * `--super-admin` also lets that admin manage clients across tenants (see src/server/README.md).
 */
import { parseArgs } from 'node:util';
import { checkPassword, commonPasswordKey } from '../src/domain/password-check.js';
import { entityList } from '../src/generated/entities.js';
import { tables } from '../src/generated/tables.js';
import { loadConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/create-database.js';
import { migrate } from '../src/server/db/migrate.js';
import { grantSuperAdmin } from '../src/server/modules/access/super-admin-repository.js';
import { ApiError } from '../src/server/core/api-error.js';
import { createEntity } from '../src/server/modules/entities/entity-service.js';
import { modelCatalog } from '../src/server/core/model-catalog.js';
import { applyContractKey, checkedContractKey } from './lib/contract-key-args.js';

const ruleTexts: Record<string, string> = {
  'global.labels.validatePassword.minimumCaracters': 'at least 12 characters',
  'global.labels.validatePassword.upperCase': 'an upper-case letter',
  'global.labels.validatePassword.lowerCase': 'a lower-case letter',
  'global.labels.validatePassword.number': 'a digit',
  'global.labels.validatePassword.specialCaracter': 'a character that is neither a letter nor a digit',
  [commonPasswordKey]: 'to differ from common passwords (a listed password, or a common word with only digits and symbols around it)',
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: loadConfig().databaseUrl },
    login: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Administrator' },
    client: { type: 'string', default: 'My Company' },
    'contract-key': { type: 'string' },
    'super-admin': { type: 'boolean', default: false },
  },
});
if (!args.login || !args.password)
  fail('usage: npm run init -- --database URL --login LOGIN --password PASSWORD [--name NAME] [--client CLIENT] [--contract-key KEY] [--super-admin]');
const problems = await checkPassword(args.password);
if (problems.length) fail(`The password is too weak. It needs ${problems.map((key) => ruleTexts[key] ?? key).join(', ')}.`);
const contractKey = args['contract-key'];
const contract = contractKey === undefined ? undefined : checkedContractKey(contractKey);

const database = createDatabase(args.database);
const catalog = modelCatalog(entityList);
try {
  await migrate(database, tables);
  const users = await database.db
    .selectFrom('usuario')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  if (Number(users?.n ?? 0) > 0) fail(`${args.database} already has users; init only prepares an empty database.`);
  const deps = { database, catalog };
  const client = await createEntity(deps, catalog.get('clients')!, { isAdmin: true, clientId: null, unit: null }, { cli_descri: args.client });
  const scope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
  if (contract && contract.cli !== scope.clientId) {
    await database.db.deleteFrom('cliente').where('cli_codigo', '=', scope.clientId).execute();
    fail(
      `The contract key is for client ${contract.cli}, but the new client got code ${scope.clientId}. Nothing was created; ask the vendor for a key for client ${scope.clientId}.`,
    );
  }
  const admin = await createEntity(deps, catalog.get('users')!, scope, {
    usu_nome: args.name,
    usu_login: args.login,
    usu_senha: args.password,
    usu_tipo: '1',
  });
  if (args['super-admin']) await grantSuperAdmin(database.db, admin.id_usuario as number);
  const role = args['super-admin'] ? 'super-administrator' : 'admin';
  console.log(`Created client "${args.client}" and ${role} "${args.login}" in ${args.database}.`);
  if (contractKey) console.log(await applyContractKey(database.db, contractKey));
  else
    console.warn(
      `Warning: no --contract-key, so client ${scope.clientId} has no contract and nobody can sign in until a vendor key is applied with npm run contract:apply.`,
    );
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.entries(error.fields ?? {}).map(([field, problem]) => `${field}: ${problem.key}`);
  fail(`Refused (${error.code}): ${fields.join('; ') || error.message}`);
} finally {
  await database.close();
}
