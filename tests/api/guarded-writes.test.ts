import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

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
  const suite = demoSuite(dialect);
  let http: HttpClient;
  let parametersId: number;
  const { admin } = suite;
  const setParameters = async (values: Record<string, number>) =>
    expect((await suite.api.put(`${parametersPath}/${parametersId}`, values, admin())).status).toBe(200);
  const activeTags = async () => {
    const page = await suite.api.get(tagsPath, { ...admin(), query: { filter: { active: true }, range: [0, 0] } });
    return Number(String(page.headers['content-range']).split('/')[1]);
  };
  const expectOnly = (responses: { status: number; body: unknown }[], accepted: number, refusal: { status: number; body: unknown }) => {
    expect(statusCounts(responses)).toEqual({ 200: accepted, [refusal.status]: parallel - accepted });
    for (const response of responses.filter((r) => r.status !== 200)) expect(response.body).toEqual(refusal.body);
  };

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
    const saved = await suite.api.post(parametersPath, { failed_sign_in_limit: 5, user_limit: 0 }, admin());
    parametersId = saved.body.data.id_parametros;
  });

  it('creates exactly the active tags the limit has room for; the others get 406', async () => {
    const limit = (await activeTags()) + 3;
    await setParameters({ active_tag_limit: limit });
    const responses = await Promise.all(indexes.map((i) => http.post(tagsPath, { code: `PAR${i}`, active: true }, admin())));
    expectOnly(responses, 3, { status: 406, body: tagLimitReached });
    expect(await activeTags()).toBe(limit);
  });

  it('activates exactly the tags the limit has room for', async () => {
    const ids: number[] = [];
    for (const i of indexes) ids.push((await suite.api.post(tagsPath, { code: `OFF${i}`, active: false }, admin())).body.data.id_tag);
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
      users.push((await suite.api.post(paths.users, body, admin())).body.data.id_usuario);
    }
    // The suite.demo operator already takes one place.
    await setParameters({ user_limit: 1 + 5 });
    const responses = await Promise.all(users.map((id) => http.post('CAC/entities/ELEMENTO', { id_usuario: id, id_elemento: suite.demo.north }, admin())));
    expectOnly(responses, 5, { status: 406, body: userLimitReached });
  });

  it('stores one goal of 20 with overlapping periods on one tag; the others get 409', async () => {
    const tag = (await suite.api.post(tagsPath, { code: 'GOALED', active: false }, admin())).body.data.id_tag;
    const goal = (i: number) => ({
      id_tag: tag,
      goal_kind: 'single',
      value: i,
      mode: 'fixed',
      period_start: `2026-03-${String(1 + i).padStart(2, '0')}`,
      period_end: '2026-03-28',
    });
    const responses = await Promise.all(indexes.map((i) => http.post(goalsPath, goal(i), admin())));
    expectOnly(responses, 1, { status: 409, body: goalOverlap });
    const stored = await suite.api.get(goalsPath, { ...admin(), query: { filter: { id_tag: tag } } });
    expect(stored.body.data).toHaveLength(1);
  });
});
