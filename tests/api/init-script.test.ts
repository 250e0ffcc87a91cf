import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContractKey } from '../fixtures/contract-keys.js';
import { apiClient } from './helpers/api-client.js';
import { createTestDatabase, dialects, startServer, type TestDatabase } from './helpers/test-server.js';

const run = promisify(execFile);

async function init(database: string, password: string, extra: string[] = []): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', [
      'tsx',
      'scripts/init.ts',
      '--database',
      database,
      '--login',
      'chief',
      '--password',
      password,
      '--client',
      'Acme Mills',
      '--contract-key',
      demoContractKey(1, '2030-12-31'),
      ...extra,
    ]);
    return { code: 0, output: stdout + stderr };
  } catch (error: any) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

describe.each(dialects)('npm run init (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('refuses a password that breaks the policy, naming each broken rule, and creates nobody', async () => {
    const result = await init(database.url, 'weakpassword');
    expect(result.code).toBe(1);
    expect(result.output).toContain('an upper-case letter');
    expect(result.output).toContain('a digit');
    expect(result.output).not.toContain('at least 12 characters');
  });

  it('creates one client and its administrator, who can then sign in to an otherwise empty database', async () => {
    const result = await init(database.url, 'Strong#Password2026');
    expect(result.code, result.output).toBe(0);
    const server = await startServer(dialect, { config: { seedDemo: true } }, database);
    try {
      const api = apiClient(server.app);
      const login = await api.post('CAC/actions/login', { username: 'chief', password: 'Strong#Password2026' });
      expect(login.status).toBe(200);
      expect(login.body.data.usu_tipo).toBe('1');
      const users = await api.get('CAC/entities/USUARIO', { token: login.body.token });
      expect(users.body.data.map((user: any) => user.usu_login)).toEqual(['chief']);
      const clients = await api.get('EST/entities/CLIENTE', { token: login.body.token });
      expect(clients.body.data.map((client: any) => client.cli_descri)).toEqual(['Acme Mills']);
      // A plain admin of the client: new clients need the super-administrator grant.
      expect((await api.post('EST/entities/CLIENTE', { cli_descri: 'Second Mill' }, { token: login.body.token })).status).toBe(403);
      const contract = await api.get('EST/queries/checkContractDate', { token: login.body.token });
      expect(contract.body).toMatchObject({ status: 'ACTIVE', data: { data_fim_contrato: '2030-12-31' } });
    } finally {
      await server.app.close();
    }
  });

  it('refuses a database that already has users', async () => {
    const result = await init(database.url, 'Another#Password2026');
    expect(result.code).toBe(1);
    expect(result.output).toContain('already has users');
  });

  it('grants the super-administrator role with --super-admin, who may then create clients', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const result = await init(fresh.url, 'Strong#Password2026', ['--super-admin']);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('super-administrator "chief"');
      const server = await startServer(dialect, { config: { seedDemo: false } }, fresh);
      try {
        const api = apiClient(server.app);
        const token = await api.login('chief', 'Strong#Password2026');
        expect((await api.post('EST/entities/CLIENTE', { cli_descri: 'Second Mill' }, { token })).status).toBe(200);
        const clients = await api.get('EST/entities/CLIENTE', { token });
        expect(clients.body.data.map((client: any) => client.cli_descri).sort()).toEqual(['Acme Mills', 'Second Mill']);
      } finally {
        await server.app.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
