import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const validate = 'MES/queries/validateCalculation';

describe.each(dialects)('POST MES/queries/validateCalculation (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let reader: Person;
  let stranger: Person;
  const admin = (unit = suite.demo.north) => ({ token: suite.demo.admin, headers: atUnit(unit) });

  beforeAll(async () => {
    const flow = await suite.api.post(tagsPath, { code: 'FLOW', active: true }, admin());
    expect((await suite.api.post(tagsPath, { code: 'DRY', active: true }, admin())).status).toBe(200);
    expect((await suite.api.post(tagsPath, { code: 'SOUTH-ONLY', active: true }, admin(suite.demo.south))).status).toBe(200);
    const { db } = suite.server.app.database;
    await sql`create table if not exists tag_value (id_tag integer not null, ts bigint not null, value double precision not null, primary key (id_tag, ts))`.execute(
      db,
    );
    await sql`insert into tag_value (id_tag, ts, value) values (${flow.body.data.id_tag}, ${Date.UTC(2026, 0, 1)}, ${3})`.execute(db);
    reader = await regularUser(suite.api, suite.demo, 'tagreader', ['settings.tags']);
    stranger = await regularUser(suite.api, suite.demo, 'stranger', ['settings.unit-measurement']);
  });

  it('answers ok for a valid calculation over a tag with points', async () => {
    const response = await suite.api.post(validate, { formula: 'MAX(T:FLOW, 0) * 2' }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
  });

  it.each([
    ['a syntax error', '1 +* 2', { key: 'tags.calculation.errors.syntax', position: 3, args: {} }],
    ['a tag without points', 'T:FLOW + T:DRY', { key: 'tags.calculation.errors.tagWithoutPoints', position: 9, args: { code: 'DRY' } }],
    ['a tag of another plant', 'T:"SOUTH-ONLY"', { key: 'tags.calculation.errors.missingTag', position: 0, args: { code: 'SOUTH-ONLY' } }],
    ['an empty text', '  ', { key: 'tags.calculation.errors.emptyExpression', position: 0, args: {} }],
  ])('answers the first error of %s with its 0-based position', async (_name, formula, error) => {
    const response = await suite.api.post(validate, { formula }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: false, error } });
  });

  it("checks against the selected unit's plant", async () => {
    expect((await suite.api.post(validate, { formula: 'T:"SOUTH-ONLY"' }, admin(suite.demo.south))).body.data.error.key).toBe(
      'tags.calculation.errors.tagWithoutPoints',
    );
  });

  it('refuses a body without a formula or with one too long', async () => {
    expect((await suite.api.post(validate, {}, admin())).body.error.fields).toEqual({ formula: { key: 'global.labels.requiredField' } });
    const long = await suite.api.post(validate, { formula: '1'.repeat(2001) }, admin());
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ formula: { key: 'global.labels.maxLengthExceeded', args: { max: 2000 } } });
  });

  it('answers users with the tags permission and refuses the others', async () => {
    expect((await suite.api.post(validate, { formula: 'T:FLOW' }, reader.at)).body).toEqual({ data: { ok: true } });
    expect((await suite.api.post(validate, { formula: 'T:FLOW' }, stranger.at)).status).toBe(403);
    expect((await suite.api.post(validate, { formula: 'T:FLOW' }, { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
    expect((await suite.api.post(validate, { formula: 'T:FLOW' })).status).toBe(401);
  });
});
