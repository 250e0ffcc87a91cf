import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

describe.each(dialects)('the built SPA (%s)', (dialect) => {
  const distDir = mkdtempSync(join(tmpdir(), 'plant-dist-'));
  const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
  const asset = (encoding?: string) =>
    server.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Plataforma</title>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    // As the build writes them (vite-plugin-compression2): each encoding beside the file.
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(bigScript));
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

  it('serves the build-time brotli or gzip file the browser accepts, else the plain one', async () => {
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(bigScript.length);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(bigScript))).toBe(true);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate the page every time', async () => {
    expect((await asset('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await api.get('/assets/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/settings/access-control/user-registration', '/iframe/component']) {
      expect((await api.get(path)).headers['cache-control'], path).toBe('no-cache');
    }
  });
});
