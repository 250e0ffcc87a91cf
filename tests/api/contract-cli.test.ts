import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../src/generated/tables.js';
import { createDatabase } from '../../src/server/db/create-database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { demoContractKey } from '../fixtures/contract-keys.js';
import { apiClient } from './helpers/api-client.js';
import { createTestDatabase, dialects, startServer } from './helpers/test-server.js';

const run = promisify(execFile);

async function script(name: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `scripts/${name}.ts`, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error: any) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'contract-vendor-'));
let publicKeyBase64 = '';
let issuedKey = '';

describe('npm run contract:issue', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a vendor key pair, the private half readable by its owner only', async () => {
    const result = await script('contract-issue', ['--generate-keypair', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(statSync(join(dir, 'contract-private.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'contract-public.pem'), 'utf8')).toContain('BEGIN PUBLIC KEY');
    publicKeyBase64 = /CONTRACT_PUBLIC_KEY=(\S+)/.exec(result.stdout)![1]!;
    expect((await script('contract-issue', ['--generate-keypair', dir])).stderr).toContain('not overwriting');
  });

  it('prints one copy-pasteable key and nothing else', async () => {
    const result = await script('contract-issue', ['--client', '1', '--until', '2030-06-30', '--private-key', join(dir, 'contract-private.pem')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n$/);
    issuedKey = result.stdout.trim();
  });

  it.each([
    [['--client', '1', '--until', '2030-06-30'], 'usage'],
    [['--client', 'one', '--until', '2030-06-30', '--private-key', 'x'], '--client must be'],
    [['--client', '1', '--until', '30/06/2030', '--private-key', 'x'], '--until must be'],
    [['--client', '1', '--until', '2030-06-30', '--private-key', 'config/contract-public.pem'], 'not a readable private key'],
  ])('refuses %j', async (args, message) => {
    const result = await script('contract-issue', args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });

  describe.each(dialects)('a server configured with the new public key (%s)', (dialect) => {
    it('accepts the issued key, and no longer the demo vendor key', async () => {
      const server = await startServer(dialect, { config: { contractPublicKey: publicKeyBase64 } });
      try {
        const api = apiClient(server.app);
        const token = await api.login('admin', demoPasswords.admin);
        const demoKey = await api.post('EST/queries/setNewContractDate', { token: demoContractKey(1, '2031-01-31') }, { token });
        expect(demoKey.body.error.message).toBe('expired.token.invalid');
        const answer = await api.post('EST/queries/setNewContractDate', { token: issuedKey }, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ data_fim_contrato: '2030-06-30' });
      } finally {
        await server.close();
      }
    });
  });
});

describe.each(dialects)('init and contract:apply with vendor keys (%s)', (dialect) => {
  const admin = ['--login', 'chief', '--password', 'Strong#Password2026', '--client', 'Acme Mills'];
  let url = '';
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase(dialect));
  });
  afterAll(() => drop());

  it('init refuses a key the server would not accept, before creating anything', async () => {
    const result = await script('init', ['--database', url, ...admin, '--contract-key', 'forged.key']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The contract key is not valid');
  });

  it('init refuses a key for another client code, and leaves no client behind', async () => {
    const database = createDatabase(url);
    await migrate(database, tables);
    await database.db.insertInto('cliente').values({ cli_descri: 'Left over' }).execute();
    const result = await script('init', ['--database', url, ...admin, '--contract-key', demoContractKey(1, '2030-12-31')]);
    const clients = await database.db.selectFrom('cliente').select('cli_descri').execute();
    await database.db.deleteFrom('cliente').execute();
    await database.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the new client got code 2');
    expect(clients).toEqual([{ cli_descri: 'Left over' }]);
  });

  it('init without a key warns that nobody can sign in; contract:apply then gives the client its contract', async () => {
    const database = createDatabase(url);
    const before = await database.db.selectFrom('cliente').select('cli_codigo').execute();
    await database.close();
    expect(before).toEqual([]);

    const init = await script('init', ['--database', url, ...admin]);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain('npm run contract:apply');
    const server = await startServer(dialect, {}, { url, drop: async () => {} });
    const api = apiClient(server.app);
    const cli = (await server.app.database.db.selectFrom('cliente').select('cli_codigo').executeTakeFirstOrThrow()).cli_codigo;
    try {
      const forged = await script('contract-apply', ['--database', url, '--key', issuedKey]);
      expect(forged.code).toBe(1);
      const applied = await script('contract-apply', ['--database', url, '--key', demoContractKey(Number(cli), '2030-12-31')]);
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.stdout).toContain(`Client ${cli} is contracted until 2030-12-31`);
      const token = await api.login('chief', 'Strong#Password2026');
      expect((await api.get('EST/queries/checkContractDate', { token })).body).toMatchObject({ status: 'ACTIVE', data: { data_fim_contrato: '2030-12-31' } });
    } finally {
      await server.app.close();
    }
  });
});
