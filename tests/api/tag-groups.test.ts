import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const field = (key: string, args?: Record<string, unknown>) => ({ key, ...(args ? { args } : {}) });
const validation = (expression: string, message = 'Out of range') => ({ kind: 'validation', expression, message });
const formula = (expression: string, target_tag: number | null) => ({ kind: 'formula', expression, target_tag });

describe.each(dialects)('tag group rules (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const ids: Record<string, number> = {};
  let collector: Person;
  let stranger: Person;
  const { admin } = suite;
  const group = (description: string, extra: Record<string, unknown> = {}) =>
    suite.api.post(paths.tagGroups, { description, group_type: 'manual_collection', active: true, ...extra }, admin());
  const pathOf = (response: { body: any }) => `${paths.tagGroups}/${response.body.data.id_tag_group}`;

  beforeAll(async () => {
    for (const code of ['A', 'B', 'C']) ids[code] = (await suite.api.post(tagsPath, { code, active: true }, admin())).body.data.id_tag;
    const { db } = suite.server.app.database;
    await sql`create table if not exists tag_value (id_tag integer not null, ts bigint not null, value double precision not null, primary key (id_tag, ts))`.execute(
      db,
    );
    for (const code of ['A', 'B']) await sql`insert into tag_value (id_tag, ts, value) values (${ids[code]}, ${0}, ${1})`.execute(db);
    const sum = await suite.api.post(
      tagsPath,
      { code: 'SUM', active: true, data_input: 'calculation', aggregation: 'CALC', calculations: [{ valid_from: '2026-01-01', formula: 'T:A + T:B' }] },
      admin(),
    );
    expect(sum.status).toBe(200);
    ids.SUM = sum.body.data.id_tag;
    collector = await regularUser(suite.api, suite.demo, 'collector', ['settings.manual-collector.group-collect']);
    stranger = await regularUser(suite.api, suite.demo, 'outsider', ['settings.unit-measurement']);
  });

  it('stores tags, users, validated rules and their kinds', async () => {
    const rules = [validation('T:A > 0'), validation('T:A + T:B != 10'), formula('T:A * 2 - T:B / 4', ids.C!)];
    const created = await group('Rules ok', { tags: [ids.A, ids.B, ids.C], rules });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tags: [ids.A, ids.B, ids.C].sort((a, b) => a! - b!), rules, alarm_references: [] });
  });

  it.each([
    [
      'a comparison other than > < == !=',
      () => [validation('T:A >= 1')],
      'rules.0.expression',
      field('tags.groupRule.errors.operatorNotAllowed', { operator: '>=', position: 5 }),
    ],
    [
      'a tag outside the group',
      () => [validation('T:A > T:C')],
      'rules.0.expression',
      field('tags.groupRule.errors.tagNotInGroup', { code: 'C', position: 7 }),
    ],
    ['a function', () => [validation('ABS(T:A) > 1')], 'rules.0.expression', field('tags.groupRule.errors.functionNotAllowed', { name: 'ABS', position: 1 })],
    ['a language error', () => [validation('T:A > (1')], 'rules.0.expression', field('tags.calculation.errors.missingParenthesis', { position: 7 })],
    ['a validation that compares nothing', () => [validation('T:A + 1')], 'rules.0.expression', field('tags.groups.validationNeedsComparison')],
    ['a formula that compares', () => [formula('T:A > 1', ids.B!)], 'rules.0.expression', field('tags.groups.formulaCannotCompare')],
    ['a formula without target', () => [formula('T:A + 1', null)], 'rules.0.target_tag', field('tags.groups.targetTagRequired')],
    [
      'a formula whose target is not in the group',
      () => [validation('T:A > 0'), formula('T:A + 1', ids.C!)],
      'rules.1.target_tag',
      field('tags.groups.targetNotInGroup'),
    ],
  ])('refuses a rule with %s', async (_name, rules, path, error) => {
    const response = await group('Bad rule', { tags: [ids.A, ids.B], rules: rules() });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ [path]: error });
  });

  it('needs the inputs of a calculation tag in the group', async () => {
    const refused = await group('Calc alone', { tags: [ids.SUM, ids.A] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ tags: field('tags.groups.calculationInputsMissing', { tag: 'SUM', missing: 'B' }) });
    expect((await group('Calc alone', { tags: [ids.SUM, ids.A, ids.B] })).status).toBe(200);
  });

  it('refuses to delete a group with rules (409) until they are removed', async () => {
    const created = await group('Ruled', { tags: [ids.A], rules: [validation('T:A > 0')] });
    const refused = await suite.api.delete(pathOf(created), admin());
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'GROUP_HAS_RULES', message: 'tags.groups.hasRules' } });
    expect((await suite.api.put(pathOf(created), { rules: [] }, admin())).status).toBe(200);
    expect((await suite.api.delete(pathOf(created), admin())).status).toBe(200);
  });

  it('keeps tags with alarms in an alarm group (409) and checks the references', async () => {
    const alarm = { group_type: 'alarm_management', tags: [ids.A, ids.B] };
    const outside = await group('Alarms', { ...alarm, alarm_references: [{ id_tag: ids.C, reference_value: 1 }] });
    expect(outside.body.error.fields).toEqual({ 'alarm_references.0.id_tag': field('tags.groups.alarmTagNotInGroup') });
    const twice = await group('Alarms', {
      ...alarm,
      alarm_references: [
        { id_tag: ids.A, reference_value: 1 },
        { id_tag: ids.A, reference_value: 2 },
      ],
    });
    expect(twice.body.error.fields).toEqual({ 'alarm_references.1.id_tag': field('tags.groups.alarmTagRepeated') });
    const notAlarm = await group('Not alarms', { tags: [ids.A], alarm_references: [{ id_tag: ids.A, reference_value: 1 }] });
    expect(notAlarm.body.error.fields).toEqual({ alarm_references: field('tags.groups.alarmReferencesOnlyForAlarmGroups') });

    const created = await group('Alarms', { ...alarm, alarm_references: [{ id_tag: ids.A, reference_value: 0.5 }] });
    expect(created.status).toBe(200);
    const removed = await suite.api.put(pathOf(created), { tags: [ids.B] }, admin());
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ error: { code: 'TAG_HAS_ALARM', message: 'tags.groups.tagHasAlarm' } });
    expect((await suite.api.put(pathOf(created), { tags: [ids.A] }, admin())).status).toBe(200);
  });

  it('refuses to edit or delete the mass and energy balance group, whose flag no client can set', async () => {
    const created = await group('Balance', { mass_energy_balance: true });
    expect(created.status).toBe(200);
    expect(created.body.data.mass_energy_balance).not.toBe(true);
    await suite.server.app.database.db
      .updateTable('tag_groups')
      .set({ mass_energy_balance: dialect === 'sqlite' ? 1 : true })
      .where('id_tag_group', '=', created.body.data.id_tag_group)
      .execute();
    const locked = { error: { code: 'GROUP_LOCKED', message: 'tags.groups.massEnergyBalanceLocked' } };
    expect((await suite.api.put(pathOf(created), { description: 'Changed' }, admin())).body).toEqual(locked);
    expect((await suite.api.delete(pathOf(created), admin())).body).toEqual(locked);
    expect((await suite.api.get(pathOf(created), admin())).body.data).toMatchObject({ description: 'Balance', mass_energy_balance: true });
  });

  it("lets the group-collect page's permission manage groups too, and refuses other users", async () => {
    const created = await suite.api.post(
      paths.tagGroups,
      { description: 'Collected', group_type: 'manual_collection', active: true, tags: [ids.A] },
      collector.at,
    );
    expect(created.status).toBe(200);
    expect((await suite.api.get(paths.tagGroups, collector.at)).status).toBe(200);
    expect((await suite.api.get(paths.tagGroups, stranger.at)).status).toBe(403);
    expect((await suite.api.post(paths.tagGroups, { description: 'Nope', group_type: 'report', active: true }, stranger.at)).status).toBe(403);
    expect((await suite.api.delete(pathOf(created), { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
  });
});
