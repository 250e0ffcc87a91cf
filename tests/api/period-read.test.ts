import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

describe.each(dialects)('the unit period is context every signed user reads (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  const operator = () => ({ token: demo.operator, headers: atUnit(demo.north) });

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
  });
  afterAll(() => server.close());

  it('lets the operator read the period of their unit without the shifts-and-times permission', async () => {
    const list = await api.get(paths.periods, operator());
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].id_elemento).toBe(demo.north);
    expect(list.body.data[0].shifts).toHaveLength(4);
  });

  it('still refuses the operator any change to it, and the period of a unit they are not linked to', async () => {
    const period = (await api.get(paths.periods, operator())).body.data[0];
    const update = await api.put(`${paths.periods}/${period.id_periodo}`, { timezone: 'America/Sao_Paulo' }, operator());
    expect(update.status).toBe(403);
    expect((await api.get(paths.periods, { token: demo.operator, headers: atUnit(demo.south) })).status).toBe(403);
    expect((await api.get(paths.periods, { headers: atUnit(demo.north) })).status).toBe(401);
  });
});
