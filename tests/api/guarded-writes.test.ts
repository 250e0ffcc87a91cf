import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

const tagsPath = 'MES/entities/MESTAG';
const goalsPath = 'MES/entities/MESGOAL';
const parametersPath = 'EST/entities/PARAMETROS';
const tagLimitReached = { error: { code: 'TAG_LIMIT', message: 'global.warning.messages.registerTagLimit' } };
const userLimitReached = { error: { code: 'USER_LIMIT', message: 'global.warning.messages.registerUserLimit' } };
const goalOverlap = { error: { code: 'CONFLICT_UNIQUE', message: 'tags.goals.periodOverlap', fields: { period_start: { key: 'tags.goals.periodOverlap' } } } };
const parallel = 20;
const indexes = Array.from({ length: parallel }, (_, index) => index);

/** Check-then-write rules hold when many requests arrive at once, over real sockets (src/server/db/guarded-write.ts). */
describe.each(dialects)('guarded writes under %s with 20 parallel requests', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let http: HttpClient;
  let demo: DemoSession;
  let parametersId: number;
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const setParameters = async (values: Record<string, number>) =>
    expect((await api.put(`${parametersPath}/${parametersId}`, values, admin())).status).toBe(200);
  const activeTags = async () => {
    const page = await api.get(tagsPath, { ...admin(), query: { filter: { active: true }, range: [0, 0] } });
    return Number(String(page.headers['content-range']).split('/')[1]);
  };
  const expectOnly = (responses: { status: number; body: unknown }[], accepted: number, refusal: { status: number; body: unknown }) => {
    expect(statusCounts(responses)).toEqual({ 200: accepted, [refusal.status]: parallel - accepted });
    for (const response of responses.filter((r) => r.status !== 200)) expect(response.body).toEqual(refusal.body);
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    http = await httpClient(server.app);
    const saved = await api.post(parametersPath, { failed_sign_in_limit: 5, user_limit: 0 }, admin());
    parametersId = saved.body.data.id_parametros;
  });
  afterAll(() => server.close());

  it('creates exactly the active tags the limit has room for; the others get 406', async () => {
    const limit = (await activeTags()) + 3;
    await setParameters({ active_tag_limit: limit });
    const responses = await Promise.all(indexes.map((i) => http.post(tagsPath, { code: `PAR${i}`, active: true }, admin())));
    expectOnly(responses, 3, { status: 406, body: tagLimitReached });
    expect(await activeTags()).toBe(limit);
  });

  it('activates exactly the tags the limit has room for', async () => {
    const ids: number[] = [];
    for (const i of indexes) ids.push((await api.post(tagsPath, { code: `OFF${i}`, active: false }, admin())).body.data.id_tag);
    const limit = (await activeTags()) + 2;
    await setParameters({ active_tag_limit: limit });
    const responses = await Promise.all(ids.map((id) => http.put(`${tagsPath}/${id}`, { active: true }, admin())));
    expectOnly(responses, 2, { status: 406, body: tagLimitReached });
    expect(await activeTags()).toBe(limit);
  });

  it('imports exactly the files the limit has room for', async () => {
    const limit = (await activeTags()) + 1;
    await setParameters({ active_tag_limit: limit });
    const file = (i: number) => ({ name: 'tags.csv', type: 'text/csv', content: `code,active\nIMP${i},true\n` });
    const responses = await Promise.all(indexes.map((i) => http.upload('MES/actions/importTags', file(i), admin())));
    expectOnly(responses, 1, { status: 406, body: tagLimitReached });
    expect(await activeTags()).toBe(limit);
  });

  it('gives a unit to exactly the users the user limit has room for; the others get 406', async () => {
    const users: number[] = [];
    for (const i of indexes) {
      const body = { usu_nome: `Crew ${i}`, usu_login: `crew${i}`, usu_senha: 'Crew#Password2026', usu_tipo: '2' };
      users.push((await api.post(paths.users, body, admin())).body.data.id_usuario);
    }
    // The demo operator already takes one place.
    await setParameters({ user_limit: 1 + 5 });
    const responses = await Promise.all(users.map((id) => http.post('CAC/entities/ELEMENTO', { id_usuario: id, id_elemento: demo.north }, admin())));
    expectOnly(responses, 5, { status: 406, body: userLimitReached });
  });

  it('stores one goal of 20 with overlapping periods on one tag; the others get 409', async () => {
    const tag = (await api.post(tagsPath, { code: 'GOALED', active: false }, admin())).body.data.id_tag;
    const goal = (i: number) => ({ id_tag: tag, goal_kind: 'single', value: i, mode: 'fixed', period_start: `2026-03-${String(1 + i).padStart(2, '0')}`, period_end: '2026-03-28' });
    const responses = await Promise.all(indexes.map((i) => http.post(goalsPath, goal(i), admin())));
    expectOnly(responses, 1, { status: 409, body: goalOverlap });
    const stored = await api.get(goalsPath, { ...admin(), query: { filter: { id_tag: tag } } });
    expect(stored.body.data).toHaveLength(1);
  });
});
