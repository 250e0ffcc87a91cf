import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startServer } from './helpers/test-server.js';

const run = promisify(execFile);
const demoKeyText = readFileSync('config/contract-public.pem', 'utf8');
const ownKeyText = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();

/**
 * `npm run serve` as a production start would run it, with `env` laid over a clean environment.
 * The host cannot be listened on, so a server that wrongly starts ends at once instead of running on.
 */
async function serve(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '256.256.256.256', LOG_LEVEL: 'warn', SEED_DEMO_SERIES: 'false' };
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/server/main.ts'], { env: { ...base, ...env }, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error: any) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

describe('the contract key at start in production (NODE_ENV=production)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'plant-key-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['CONTRACT_PUBLIC_KEY unset (the committed demo key)', {}],
    ['CONTRACT_PUBLIC_KEY set to the demo key itself', { CONTRACT_PUBLIC_KEY: demoKeyText }],
  ])('refuses to start with %s, says how to fix it, and opens no database', async (_name, env) => {
    const database = join(dir, `plant-${Math.random().toString(36).slice(2)}.db`);
    const result = await serve({ NODE_ENV: 'production', DATABASE_URL: `sqlite:${database}`, ...env });
    expect(result.code).toBe(1);
    expect(result.output).toContain('CONTRACT_PUBLIC_KEY');
    expect(result.output).toContain('config/contract-public.pem');
    expect(result.output).not.toMatch(/\n\s+at /);
    expect(existsSync(database)).toBe(false);
  });
});

describe.each(dialects)('the contract key in the startup log (%s)', (dialect) => {
  async function startupLog(config: Record<string, unknown>): Promise<string> {
    const logStream = new PassThrough();
    let log = '';
    logStream.on('data', (chunk) => (log += chunk));
    const server = await startServer(dialect, { config: { logLevel: 'warn', ...config }, logStream });
    await server.close();
    return log;
  }

  it('warns loudly when the demo key is in use outside production', async () => {
    const log = await startupLog({ production: false });
    expect(log).toContain('"level":40');
    expect(log).toContain('DEMO contract key');
    expect(log).toContain('CONTRACT_PUBLIC_KEY');
  });

  it("starts quietly in production with the vendor's own key", async () => {
    const log = await startupLog({ production: true, contractPublicKey: ownKeyText });
    expect(log).not.toContain('DEMO contract key');
  });

  it('refuses a production app built with the demo key', async () => {
    await expect(startServer(dialect, { config: { production: true } })).rejects.toThrow(/CONTRACT_PUBLIC_KEY/);
  });
});
