import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const goalsPath = 'MES/entities/MESGOAL';
const overlap = { error: { code: 'CONFLICT_UNIQUE', message: 'tags.goals.periodOverlap', fields: { period_start: { key: 'tags.goals.periodOverlap' } } } };

describe.each(dialects)('tag goals (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let planner: Person;
  const tags: Record<string, number> = {};
  const { admin } = suite;
  const january = { period_start: '2026-01-01', period_end: '2026-01-31' };
  const goal = (tag: string, extra: Record<string, unknown> = {}) => ({
    id_tag: tags[tag],
    goal_kind: 'single',
    value: 100,
    mode: 'proportional',
    ...january,
    ...extra,
  });

  beforeAll(async () => {
    for (const code of ['OUTPUT', 'YIELD', 'SCRAP']) tags[code] = (await suite.api.post(tagsPath, { code, active: true }, admin())).body.data.id_tag;
    planner = await regularUser(suite.api, suite.demo, 'planner', ['settings.tags.goals']);
  });

  it('keeps one goal per tag and period: an overlapping period is refused (409), a following one accepted', async () => {
    const created = await suite.api.post(goalsPath, goal('OUTPUT'), admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ goal_kind: 'single', value: 100, mode: 'proportional', ...january });
    const inside = await suite.api.post(goalsPath, goal('OUTPUT', { period_start: '2026-01-31', period_end: '2026-02-10' }), admin());
    expect(inside.status).toBe(409);
    expect(inside.body).toEqual(overlap);
    expect((await suite.api.post(goalsPath, goal('OUTPUT', { period_start: '2025-12-01', period_end: '2026-03-01' }), admin())).body).toEqual(overlap);
    const february = await suite.api.post(goalsPath, goal('OUTPUT', { period_start: '2026-02-01', period_end: '2026-02-28' }), admin());
    expect(february.status).toBe(200);
    expect((await suite.api.post(goalsPath, goal('SCRAP', { mode: 'fixed' }), admin())).status).toBe(200);

    const path = `${goalsPath}/${february.body.data.id_goal}`;
    expect((await suite.api.put(path, { value: 120, period_end: '2026-02-27' }, admin())).status).toBe(200);
    expect((await suite.api.put(path, { period_start: '2026-01-15' }, admin())).body).toEqual(overlap);
  });

  it.each([
    ['a single goal without value', { value: null }, { value: { key: 'global.labels.requiredField' } }],
    [
      'a range without its bounds',
      { goal_kind: 'range', value: null },
      { lower: { key: 'global.labels.requiredField' }, upper: { key: 'global.labels.requiredField' } },
    ],
    ['a range upside down', { goal_kind: 'range', lower: 9, upper: 3 }, { lower: { key: 'tags.validation.lowerAboveUpper' } }],
    [
      'a period that ends before it starts',
      { period_start: '2026-05-02', period_end: '2026-05-01' },
      { period_end: { key: 'tags.validation.endBeforeStart' } },
    ],
    ['an unknown mode', { mode: 'weekly' }, { mode: { key: 'validation.oneOf', args: { options: 'proportional, fixed' } } }],
  ])('refuses %s', async (_name, extra, fields) => {
    const response = await suite.api.post(goalsPath, goal('YIELD', extra), admin());
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('accepts a range goal whose bounds are equal', async () => {
    const response = await suite.api.post(goalsPath, goal('YIELD', { goal_kind: 'range', value: null, lower: 5, upper: 5, mode: 'fixed' }), admin());
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ goal_kind: 'range', lower: 5, upper: 5 });
  });

  it('lets the goals page permission write goals and refuses users without it', async () => {
    expect((await suite.api.post(goalsPath, goal('YIELD', { period_start: '2026-06-01', period_end: '2026-06-30' }), planner.at)).status).toBe(200);
    const operator = { token: suite.demo.operator, headers: atUnit(suite.demo.north) };
    expect((await suite.api.get(goalsPath, operator)).status).toBe(403);
    expect((await suite.api.post(goalsPath, goal('YIELD', { period_start: '2026-07-01', period_end: '2026-07-31' }), operator)).status).toBe(403);
  });
});
