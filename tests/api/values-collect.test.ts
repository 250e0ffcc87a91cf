import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag, storedValue } from './helpers/tag-fixtures.js';

const TS = '2026-04-01T08:00:00Z';

describe.each(dialects)('POST MES/actions/collectValues (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let member: Person;
  let outsider: Person;
  let groupId: number;
  let adminId: number;
  const ids: Record<string, number> = {};
  const admin = (): { token: string; headers: Record<string, string> } => ({ token: suite.demo.admin, headers: atUnit(suite.demo.north) });
  const collect = (body: unknown, as = admin()) => suite.api.post('MES/actions/collectValues', body, as);

  const manualTag = (code: string, extra: Record<string, unknown> = {}) => createTag(suite, { code, data_input: 'manual', ...extra });

  const valueOf = (id: number) => storedValue(suite, id, TS);

  beforeAll(async () => {
    ids.A = await manualTag('VC_A');
    ids.B = await manualTag('VC_B', { filter_high: 500 });
    ids.TOTAL = await manualTag('VC_TOTAL');
    ids.OTHER = await manualTag('VC_OTHER');
    member = await regularUser(suite.api, suite.demo, 'vcmember', ['data-entry.manual-collector']);
    outsider = await regularUser(suite.api, suite.demo, 'vcoutsider', ['data-entry.manual-collector']);
    adminId = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'admin' } } })).body.data[0].id_usuario;
    const group = await suite.api.post(
      paths.tagGroups,
      {
        description: 'VC shift readings',
        group_type: 'manual_collection',
        active: true,
        users: [member.id, adminId],
        tags: [ids.A, ids.B, ids.TOTAL],
        rules: [
          { kind: 'validation', expression: 'T:VC_A < 100', message: 'A must stay under 100' },
          { kind: 'formula', expression: 'T:VC_A + T:VC_B', target_tag: ids.TOTAL },
          { kind: 'validation', expression: 'T:VC_TOTAL != 0', message: 'The total cannot be zero' },
        ],
      },
      admin(),
    );
    expect(group.status, group.text).toBe(200);
    groupId = group.body.data.id_tag_group;
  });

  it("stores the entered values and the formula's target tag", async () => {
    const answer = await collect(
      {
        id_tag_group: groupId,
        ts: TS,
        values: [
          { id_tag: ids.A, value: 10 },
          { id_tag: ids.B, value: 5.5 },
        ],
      },
      member.at,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({ stored: 3, refused: 0, refusals: [], computed: [{ id_tag: ids.TOTAL, value: 15.5 }] });
    expect([await valueOf(ids.A!), await valueOf(ids.B!), await valueOf(ids.TOTAL!)]).toEqual([10, 5.5, 15.5]);
  });

  it('answers 400 RULE_FAILED with the rule message when a validation fails, storing nothing', async () => {
    for (const [values, message, expression] of [
      [
        [
          { id_tag: ids.A, value: 150 },
          { id_tag: ids.B, value: 1 },
        ],
        'A must stay under 100',
        'T:VC_A < 100',
      ],
      [
        [
          { id_tag: ids.A, value: 2 },
          { id_tag: ids.B, value: -2 },
        ],
        'The total cannot be zero',
        'T:VC_TOTAL != 0',
      ],
    ] as const) {
      const answer = await collect({ id_tag_group: groupId, ts: '2026-04-01T09:00:00Z', values }, member.at);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({ code: 'RULE_FAILED', message: 'dataEntry.collect.ruleFailed', args: { message, expression } });
    }
    const stored = await suite.server.app.database.db.selectFrom('tag_value').select('ts').where('ts', '=', Date.parse('2026-04-01T09:00:00Z')).execute();
    expect(stored).toEqual([]);
  });

  it('refuses a user who is not in the group, admins included', async () => {
    const body = { id_tag_group: groupId, ts: TS, values: [{ id_tag: ids.A, value: 1 }] };
    expect((await collect(body, outsider.at)).status).toBe(403);
    const other = await suite.api.post(paths.tagGroups, { description: 'VC nobody', group_type: 'manual_collection', active: true, tags: [ids.A] }, admin());
    expect((await collect({ ...body, id_tag_group: other.body.data.id_tag_group })).status).toBe(403);
    expect((await collect({ ...body, id_tag_group: 999_999 })).status).toBe(404);
  });

  it("refuses tags outside the group and bad input with the row's field", async () => {
    const outside = await collect({
      id_tag_group: groupId,
      ts: TS,
      values: [
        { id_tag: ids.A, value: 1 },
        { id_tag: ids.OTHER, value: 1 },
      ],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({ 'values.1.id_tag': { key: 'dataEntry.values.tagNotInGroup' } });
    const bad = await collect({ id_tag_group: 'x', ts: 'noon', values: [{ id_tag: ids.A, value: '1' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      id_tag_group: { key: 'validation.integer' },
      ts: { key: 'dataEntry.values.timestamp' },
      'values.0.value': { key: 'validation.number' },
    });
    expect((await suite.api.post('MES/actions/collectValues', undefined, { ...admin(), raw: '[' })).status).toBe(400);
  });

  it('refuses a value above its filter and computes no formula from it', async () => {
    const ts = '2026-04-01T10:00:00Z';
    const answer = await collect({
      id_tag_group: groupId,
      ts,
      values: [
        { id_tag: ids.B, value: 600 },
        { id_tag: ids.A, value: 50 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ stored: 1, refused: 1, refusals: [{ index: 0, reason: 'aboveFilter' }], computed: [] });
    const stored = await suite.server.app.database.db.selectFrom('tag_value').select(['id_tag', 'value']).where('ts', '=', Date.parse(ts)).execute();
    expect(stored.map((row) => [Number(row.id_tag), Number(row.value)])).toEqual([[ids.A, 50]]);
  });
});
