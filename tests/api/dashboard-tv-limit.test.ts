import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { demoSuite } from './helpers/demo-suite.js';
import { dialects } from './helpers/test-server.js';

const heartbeat = 'GDV/actions/tv-heartbeat';
const leave = 'GDV/actions/tv-leave';
const parametersPath = 'EST/entities/PARAMETROS';
const tvLimitReached = (limit: number) => ({ error: { code: 'TV_LIMIT', message: 'dashboards.errors.tvLimit', details: { limit } } });
let screens = 0;
const newScreen = () => `screen-${Date.now().toString(36)}-${(screens += 1)}`;

/**
 * The online TV limit (business modules §6, "TV mode is refused when the online-user limit is reached"): a
 * screen is online while its last heartbeat is under 90 s old; a new screen past `tv_online_limit` is 409.
 */
describe.each(dialects)('online TV limit (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  let http: HttpClient;
  let parametersId: number;
  const beat = (screen: string, caller = admin()) => suite.api.post(heartbeat, { screen }, caller);
  const setLimit = async (tv_online_limit: number) =>
    expect((await suite.api.put(`${parametersPath}/${parametersId}`, { failed_sign_in_limit: 5, user_limit: 0, tv_online_limit }, admin())).status).toBe(200);

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
    const saved = await suite.api.post(parametersPath, { failed_sign_in_limit: 5, user_limit: 0, tv_online_limit: 0 }, admin());
    expect(saved.status, saved.text).toBe(200);
    parametersId = saved.body.data.id_parametros;
  });
  beforeEach(async () => {
    await suite.server.app.database.db.deleteFrom('dashboard_tv_screen').execute();
  });

  it('lets any number of screens on with no limit (0)', async () => {
    await setLimit(0);
    for (let i = 0; i < 5; i += 1) expect((await beat(newScreen())).body.data).toEqual({ online: i + 1, limit: 0 });
  });

  it('refuses a new screen past the limit with 409, keeps the screens online, and frees a place on leave', async () => {
    await setLimit(2);
    const [first, second, third] = [newScreen(), newScreen(), newScreen()];
    expect((await beat(first)).status).toBe(200);
    expect((await beat(second, { token: suite.demo.operator, headers: {} })).body.data).toEqual({ online: 2, limit: 2 });
    const refused = await beat(third);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(tvLimitReached(2));
    // A screen already online is never refused, whatever the count.
    expect((await beat(first)).status).toBe(200);
    const left = await suite.api.post(leave, { screen: first }, admin());
    expect(left.body.data).toEqual({ left: true });
    expect((await suite.api.post(leave, { screen: first }, admin())).body.data).toEqual({ left: false });
    expect((await beat(third)).status).toBe(200);
    expect((await beat(first)).status).toBe(409);
  });

  it('frees the place of a screen silent for 90 s', async () => {
    await setLimit(1);
    const [silent, next] = [newScreen(), newScreen()];
    expect((await beat(silent)).status).toBe(200);
    expect((await beat(next)).status).toBe(409);
    await suite.server.app.database.db
      .updateTable('dashboard_tv_screen')
      .set({ last_seen_at: new Date(Date.now() - 91_000).toISOString() })
      .where('screen', '=', silent)
      .execute();
    expect((await beat(next)).body.data).toEqual({ online: 1, limit: 1 });
    expect((await beat(silent)).status).toBe(409);
  });

  it('counts a TV link among the screens; an integration token is 403', async () => {
    await setLimit(1);
    const overview = ((await suite.api.get('GDV/entities/VISAO', admin())).body.data as { id_visao: number; vis_descricao: string }[]).find(
      (view) => view.vis_descricao === 'Production overview',
    )!.id_visao;
    const link = await suite.api.post('GDV/actions/embed-links', { kind: 'tv', id_visao: overview }, admin());
    expect(link.status, link.text).toBe(200);
    const tv = { token: link.body.data.secret as string, headers: {} };
    expect((await beat(newScreen(), tv)).status).toBe(200);
    expect((await beat(newScreen())).status).toBe(409);
    const integration = await suite.api.post(
      'CAC/entities/TOKEN',
      { name: 'ERP', scopes: [{ menu_id: 'settings.dashboards', read: true, write: false }], expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      admin(),
    );
    expect((await beat(newScreen(), { token: integration.body.data.secret, headers: {} })).status).toBe(403);
  });

  it('refuses a malformed screen id with 400, never a 500', async () => {
    for (const screen of ['', 'short', 'x'.repeat(65), 'has space in it', 42, null]) {
      const refused = await suite.api.post(heartbeat, { screen }, admin());
      expect(refused.status, String(screen)).toBe(400);
    }
    expect((await suite.api.post(heartbeat, {}, admin())).status).toBe(400);
    expect((await suite.api.post(leave, { screen: 'ok-screen-1', extra: 1 }, admin())).status).toBe(400);
  });

  it('gives the last place to exactly one of two new screens arriving at once, over real sockets', async () => {
    await setLimit(3);
    expect((await beat(newScreen())).status).toBe(200);
    expect((await beat(newScreen())).status).toBe(200);
    const racing = await Promise.all([newScreen(), newScreen()].map((screen) => http.post(heartbeat, { screen }, admin())));
    expect(statusCounts(racing)).toEqual({ 200: 1, 409: 1 });
    expect(racing.find((answer) => answer.status === 409)!.body).toEqual(tvLimitReached(3));
  });

  it('gives the last place to exactly one of ten new screens arriving at once', async () => {
    await setLimit(1);
    const racing = await Promise.all(Array.from({ length: 10 }, () => http.post(heartbeat, { screen: newScreen() }, admin())));
    expect(statusCounts(racing)).toEqual({ 200: 1, 409: 9 });
    const online = await suite.server.app.database.db.selectFrom('dashboard_tv_screen').select('screen').execute();
    expect(online).toHaveLength(1);
  });
});
