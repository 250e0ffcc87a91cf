import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

/** The demo operator's day: what the seed grants them at North Line 1, and where they land. */
describe.each(dialects)('the demo operator (%s)', (dialect) => {
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

  it('lands on process analysis: the initial page of their link to the demo unit', async () => {
    const token = await api.login('operator', demoPasswords.operator);
    const session = await api.get('CAC/queries/session', { token });
    expect(session.body.units).toEqual([expect.objectContaining({ id_elemento: demo.north, initial_page: '/analysis/analysis-process' })]);
  });

  it('may read process analysis, manual input, operational alerts and the logbook', async () => {
    const units = (await api.get('CAC/queries/session', { token: demo.operator })).body.units as { plt_codigo: number }[];
    const access = await api.post('CAC/queries/accessControl', { id: demo.north, plt: units[0]!.plt_codigo }, operator());
    const granted = Object.entries(access.body.data as Record<string, { read: boolean }>).filter(([, entry]) => entry.read).map(([menuId]) => menuId);
    expect(granted).toEqual(expect.arrayContaining(['analysis.analysis-process', 'data-entry.manual-input', 'operational-alerts', 'data-entry.logbook']));
    for (const path of ['ALE/queries/movements', 'LOGBOOK/entities/GROUP', 'ANALYSIS/entities/SHORTCUT']) {
      expect({ path, status: (await api.get(path, operator())).status }).toEqual({ path, status: 200 });
    }
  });

  it('is still refused the frames (least privilege: the app does not ask for them)', async () => {
    expect((await api.get('EM/entities/FRAME', operator())).status).toBe(403);
  });
});
