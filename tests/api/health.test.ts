import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageVersion } from '../package-version.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

describe.each(dialects)('health, meta and static (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
  });
  afterAll(() => server.close());

  it('reports pass with the package version', async () => {
    const response = await api.get('miscellaneous/signals/healthcheck');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'pass', version: packageVersion });
  });

  it('serves /meta.json without a token', async () => {
    const response = await api.get('/meta.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version: packageVersion });
  });

  it('tells to build the SPA when dist/ is missing, for page routes only', async () => {
    const page = await api.get('/settings/unit-measurement');
    expect(page.status).toBe(503);
    expect(page.text).toContain('npm run build');
    const file = await api.get('/assets/missing.js');
    expect(file.status).toBe(404);
    expect(file.body).toEqual({ error: { code: 'NOT_FOUND', message: 'global.error.messages.notFound' } });
  });

  it('reports fail with 503 when the database is gone', async () => {
    await server.app.database.close();
    const response = await api.get('miscellaneous/signals/healthcheck');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'fail', version: packageVersion });
  });
});
