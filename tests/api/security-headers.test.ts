import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  const entries = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return Object.fromEntries(entries.map(([name, ...values]) => [name!, values]));
}

describe.each(dialects)('security headers (%s)', (dialect) => {
  const distDir = mkdtempSync(join(tmpdir(), 'plant-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Plataforma</title>');
  const suite = demoSuite(dialect, { config: { distDir, embedOrigins: ['https://portal.example.com'] } });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('gives the SPA a policy without inline scripts that no other site may frame', async () => {
    for (const path of ['/', '/index.html', '/settings/tags']) {
      const page = await suite.api.get(path);
      expect(page.status).toBe(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['script-src'], path).toEqual(["'self'", "'unsafe-eval'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets only the configured sites frame /iframe/component', async () => {
    const page = await suite.api.get('/iframe/component?id=7');
    expect(page.status).toBe(200);
    expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://portal.example.com']);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('lets the page reach the single sign-on providers configured for sign-in', async () => {
    const saved = await suite.api.post(
      'ADFS/entities/DOMAIN',
      { domain: 'plant.example', instance: 'https://login.example.com/{tenant}/v2.0', tenant: 'abc', clientId: 'spa' },
      suite.admin(),
    );
    expect(saved.status).toBe(200);
    expect(directives((await suite.api.get('/login')).headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'https://login.example.com']);
  });

  it('forbids keeping a copy of any API answer', async () => {
    const list = await suite.api.get(paths.units, { token: suite.demo.admin });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const signIn = await suite.api.post('CAC/actions/login', { username: 'nobody', password: 'Wrong#Password1' });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await suite.api.get(paths.units)).headers['cache-control']).toBe('no-store');
    expect(list.headers['x-content-type-options']).toBe('nosniff');
  });
});
