import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

const tooMany = { error: { code: 'TOO_MANY_REQUESTS', message: 'auth.signin.tooManyAttempts' } };

describe.each(dialects)('sign-in throttle per address (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  const login = (username: string, password: string) => api.post('CAC/actions/login', { username, password });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { signInRateLimit: 3 } });
    api = apiClient(server.app);
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once an address has used its sign-ins of the minute, whatever the name', async () => {
    expect((await login('admin', demoPasswords.admin)).status).toBe(200);
    expect((await login('nobody', 'Wrong#Password1')).status).toBe(401);
    expect((await login('operator', 'Wrong#Password1')).status).toBe(401);
    const throttled = await login('admin', demoPasswords.admin);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual(tooMany);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Refused before the handler: the name's own count did not move.
    const counted = await server.app.database.db.selectFrom('tentativa_login').select('falhas').where('login', '=', 'operator').executeTakeFirst();
    expect(counted?.falhas).toBe(1);
  });

  it('throttles the single sign-on login too, and nothing else', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.post('CAC/actions/loginADFS', { username: 'a', id: 'x', client: 1 })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await api.get('miscellaneous/signals/healthcheck')).status).toBe(200);
    expect((await api.get('ADFS/queries/DOMAIN', { query: { domain: 'none.example' } })).status).toBe(404);
  });
});
