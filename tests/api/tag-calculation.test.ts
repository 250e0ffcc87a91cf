import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const tagsPath = 'MES/entities/MESTAG';
const validate = 'MES/queries/validateCalculation';

describe.each(dialects)('POST MES/queries/validateCalculation (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  let reader: Person;
  let stranger: Person;
  const admin = (unit = demo.north) => ({ token: demo.admin, headers: atUnit(unit) });

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    const flow = await api.post(tagsPath, { code: 'FLOW', active: true }, admin());
    expect((await api.post(tagsPath, { code: 'DRY', active: true }, admin())).status).toBe(200);
    expect((await api.post(tagsPath, { code: 'SOUTH-ONLY', active: true }, admin(demo.south))).status).toBe(200);
    const { db } = server.app.database;
    await sql`create table if not exists tag_value (id_tag integer not null, ts bigint not null, value double precision not null, primary key (id_tag, ts))`.execute(db);
    await sql`insert into tag_value (id_tag, ts, value) values (${flow.body.data.id_tag}, ${Date.UTC(2026, 0, 1)}, ${3})`.execute(db);
    reader = await regularUser(api, demo, 'tagreader', ['settings.tags']);
    stranger = await regularUser(api, demo, 'stranger', ['settings.unit-measurement']);
  });
  afterAll(() => server.close());

  it('answers ok for a valid calculation over a tag with points', async () => {
    const response = await api.post(validate, { formula: 'MAX(T:FLOW, 0) * 2' }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
  });

  it.each([
    ['a syntax error', '1 +* 2', { key: 'tags.calculation.errors.syntax', position: 3, args: {} }],
    ['a tag without points', 'T:FLOW + T:DRY', { key: 'tags.calculation.errors.tagWithoutPoints', position: 9, args: { code: 'DRY' } }],
    ['a tag of another plant', 'T:"SOUTH-ONLY"', { key: 'tags.calculation.errors.missingTag', position: 0, args: { code: 'SOUTH-ONLY' } }],
    ['an empty text', '  ', { key: 'tags.calculation.errors.emptyExpression', position: 0, args: {} }],
  ])('answers the first error of %s with its 0-based position', async (_name, formula, error) => {
    const response = await api.post(validate, { formula }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: false, error } });
  });

  it('checks against the selected unit\'s plant', async () => {
    expect((await api.post(validate, { formula: 'T:"SOUTH-ONLY"' }, admin(demo.south))).body.data.error.key).toBe('tags.calculation.errors.tagWithoutPoints');
  });

  it('refuses a body without a formula or with one too long', async () => {
    expect((await api.post(validate, {}, admin())).body.error.fields).toEqual({ formula: { key: 'global.labels.requiredField' } });
    const long = await api.post(validate, { formula: '1'.repeat(2001) }, admin());
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ formula: { key: 'global.labels.maxLengthExceeded', args: { max: 2000 } } });
  });

  it('answers users with the tags permission and refuses the others', async () => {
    expect((await api.post(validate, { formula: 'T:FLOW' }, reader.at)).body).toEqual({ data: { ok: true } });
    expect((await api.post(validate, { formula: 'T:FLOW' }, stranger.at)).status).toBe(403);
    expect((await api.post(validate, { formula: 'T:FLOW' }, { token: demo.operator, headers: atUnit(demo.north) })).status).toBe(403);
    expect((await api.post(validate, { formula: 'T:FLOW' })).status).toBe(401);
  });
});
