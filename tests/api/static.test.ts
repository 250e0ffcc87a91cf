import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

describe.each(dialects)('the built SPA (%s)', (dialect) => {
  const distDir = mkdtempSync(join(tmpdir(), 'plant-dist-'));
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Plataforma</title>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    server = await startServer(dialect, { config: { distDir } });
    api = apiClient(server.app);
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves files and falls back to index.html for client-side routes', async () => {
    expect((await api.get('/assets/app.js')).text).toBe('console.log(1)');
    const page = await api.get('/settings/access-control/user-registration');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Plataforma</title>');
    expect((await api.get('/')).text).toContain('<title>Plataforma</title>');
  });

  it('does not answer missing files or API paths with the SPA', async () => {
    expect((await api.get('/assets/gone.js')).status).toBe(404);
    expect((await api.post('/settings/x', {})).status).toBe(404);
    expect((await api.get('EST/entities/NOPE')).status).toBe(401);
  });
});
