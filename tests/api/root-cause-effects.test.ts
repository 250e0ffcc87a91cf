import { beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from './alerts-fixtures.js';
import type { Caller } from './helpers/demo-suite.js';
import { demoSuite } from './helpers/demo-suite.js';
import { ANALYST, RCA_PAGES } from './helpers/rca-people.js';
import { insertStop } from './helpers/stop-rows.js';
import { dialects } from './helpers/test-server.js';
import { personWith, type Person } from './helpers/user-fixtures.js';

const paths = {
  effects: 'RCA/queries/effects',
  effect: (id: number | string) => `RCA/queries/effects/${id}`,
  history: (id: number | string) => `RCA/queries/effects/${id}/history`,
  source: (type: string, id: number | string) => `RCA/queries/sources/${type}/${id}`,
  create: 'RCA/actions/effects',
  update: (id: number | string) => `RCA/actions/effects/${id}`,
  command: (id: number | string) => `RCA/actions/effects/${id}/command`,
  causes: 'RCA/actions/causes',
  cause: (id: number | string) => `RCA/actions/causes/${id}`,
  causeCommand: (id: number | string) => `RCA/actions/causes/${id}/command`,
  whys: 'RCA/actions/whys',
  why: (id: number | string) => `RCA/actions/whys/${id}`,
  catalogue: 'RCA/entities/CAUSE',
};

const START = Date.UTC(2026, 3, 1, 6);
const MINUTE = 60_000;
const gut = { gravity: 3, urgency: 4, tendency: 5 };

/** Effects, causes and whys of the root-cause module (src/server/modules/root-cause/README.md, Effects; Causes and whys). */
describe.each(dialects)('root-cause effects, causes and whys (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const db = () => suite.server.app.database.db;
  const bool = (value: boolean) => (dialect === 'sqlite' ? (value ? 1 : 0) : value);
  let manager: Person;
  let applicator: Person;
  let member: Person;
  let examiner: Person;
  let outsider: Person;
  let reader: Person;
  let southPerson: Person;
  let inactive: Person;
  const ids = { tag: 0, frame: 0, motive: 0, stop: 0, openStop: 0, southStop: 0, violation: 0, movement: 0 };

  const created = async (path: string, body: Record<string, unknown>, as: Caller = admin()) => {
    const answer = await suite.api.post(path, body, as);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return answer.body.data;
  };
  const roles = () => ({ id_responsible: applicator.id, id_examiner: examiner.id, id_manager: manager.id, team: [member.id] });
  const newEffect = async (body: Record<string, unknown> = {}) => created(paths.create, { description: 'Filler jams', ...roles(), ...body });
  const analysis = async (id: number, as: Caller = admin()) => {
    const answer = await suite.api.get(paths.effect(id), as);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const versionOf = async (id: number) => (await analysis(id)).effect.version as number;
  const addCause = async (idEffect: number, body: Record<string, unknown> = {}, as: Caller = applicator.at) =>
    suite.api.post(
      paths.causes,
      { id_effect: idEffect, effect_version: await versionOf(idEffect), origin: 'machine', description: 'Worn nozzle', ...gut, ...body },
      as,
    );
  const command = async (id: number, name: string, as: Caller = manager.at, body: Record<string, unknown> = {}) =>
    suite.api.post(paths.command(id), { version: await versionOf(id), command: name, ...body }, as);
  const insertAction = async (idEffect: number, idCause: number, status: string, deadline = '2099-12-31') =>
    Number(
      (
        await db()
          .insertInto('rca_action')
          .values({
            id_effect: idEffect,
            id_cause: idCause,
            title: `Action ${status}`,
            what: 'Replace the nozzle',
            why: 'It is worn',
            deadline,
            id_responsible: applicator.id,
            id_examiner: examiner.id,
            status,
            approval: 'approved',
            suspended: bool(false),
            verification_status: 'pending',
            version: 1,
            created_by: applicator.id,
            created_at: Date.now(),
            updated_at: Date.now(),
            concluded_at: status === 'completed' ? Date.now() : null,
          })
          .returning('id_action')
          .executeTakeFirstOrThrow()
      ).id_action,
    );
  const actionRow = async (id: number) => {
    const row = (await db().selectFrom('rca_action').selectAll().where('id_action', '=', id).executeTakeFirstOrThrow()) as Record<string, unknown>;
    return {
      status: row.status,
      suspended: Boolean(row.suspended),
      concluded_at: row.concluded_at === null ? null : Number(row.concluded_at),
      version: Number(row.version),
    };
  };
  const actionHistory = async (id: number) =>
    (await db().selectFrom('rca_action_history').selectAll().where('id_action', '=', id).orderBy('id_action_history').execute()).map((row) => ({
      action: row.action,
      user: Number(row.id_usuario),
      changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
    }));
  const historyOf = async (id: number) => {
    const answer = await suite.api.get(paths.history(id), admin());
    expect(answer.status).toBe(200);
    return answer.body.data as {
      at: string;
      user: { id: number; name: string } | null;
      action: string;
      id_cause: number | null;
      id_why: number | null;
      changes: unknown;
      comment: string | null;
    }[];
  };

  beforeAll(async () => {
    const analysts = await Promise.all(
      ['rcamanager', 'rcaapplicator', 'rcamember', 'rcaexaminer', 'rcaoutsider'].map((login) => personWith(suite.api, suite.demo, login, ANALYST)),
    );
    [manager, applicator, member, examiner, outsider] = analysts as [Person, Person, Person, Person, Person];
    reader = await personWith(suite.api, suite.demo, 'rcareader', [{ menu_id: RCA_PAGES.effects, read: true }]);
    southPerson = await personWith(suite.api, suite.demo, 'rcasouth', ANALYST, suite.demo.south);
    inactive = await personWith(suite.api, suite.demo, 'rcagone', ANALYST);
    await db().updateTable('usuario').set({ usu_ativo: 'N' }).where('id_usuario', '=', inactive.id).execute();

    ids.tag = (await created('MES/entities/MESTAG', { code: 'RCA_FILL', active: true })).id_tag;
    ids.frame = (await created('EM/entities/FRAME', { code: 'RCA-F1', description: 'Filler', insertion: 'manual', id_tag_state: ids.tag })).id_frame;
    const southFrame = (await created('EM/entities/FRAME', { code: 'RCA-S1', description: 'South filler', insertion: 'manual' }, admin(suite.demo.south)))
      .id_frame;
    const group = (await created('EM/entities/MOTIVEGROUP', { code: 'RCA-MECH', description: 'Mechanical' })).id_motive_group;
    ids.motive = (
      await created('EM/entities/MOTIVE', { code: 'JAM', description: 'Jam', id_motive_group: group, loss_category: 'availability', color: '#336699' })
    ).id_motive;
    const stop = (unit: number, frame: number, start: number, end: number | null, motive: number | null) =>
      insertStop(suite.server.app.database, { unit, frame, start, end, motive });
    ids.stop = await stop(suite.demo.north, ids.frame, START, START + 30 * MINUTE, ids.motive);
    ids.openStop = await stop(suite.demo.north, ids.frame, START + 60 * MINUTE, null, null);
    ids.southStop = await stop(suite.demo.south, southFrame, START, START + MINUTE, null);

    const ruleSet = (await created('SPC/entities/RULESET', { name: 'RCA rules', rules: [1], tags: [ids.tag] })).id_rule_set;
    const limits = { valid_from: '2026-01-01', center: 100, lcl: 94, ucl: 106 };
    const card = (
      await created('SPC/entities/CARD', {
        code: 'RCA-C1',
        id_tag: ids.tag,
        chart_type: 'i-mr',
        sampling: 'subgroup',
        subgroup_size: 1,
        id_rule_set: ruleSet,
        k_factor: 3,
        revisions: [limits],
      })
    ).id_card;
    ids.violation = Number(
      (
        await db()
          .insertInto('spc_violation')
          .values({
            id_elemento: suite.demo.north,
            id_card: card,
            rule: 1,
            point_ms: START + 5 * MINUTE,
            value: 120,
            detected_at: START + 6 * MINUTE,
            status: 'open',
            version: 1,
          })
          .returning('id_violation')
          .executeTakeFirstOrThrow()
      ).id_violation,
    );
    const alertGroup = await createGroup(suite.api, admin(), 'RCA crew', [manager.id]);
    const alert = (
      await created('ALE/entities/ALERTA', {
        ale_titulo: 'Filler pressure low',
        ale_msg: 'Check it',
        id_grupoalerta: alertGroup,
        ale_exibe_popup: 'N',
        ale_redireciona: 'N',
        active: true,
        id_tag: ids.tag,
        cond_operator: '<',
        cond_value: 2,
      })
    ).id_alerta;
    ids.movement = Number(
      (
        await db()
          .insertInto('ale_movimento')
          .values({
            id_alerta: alert,
            id_elemento: suite.demo.north,
            mov_titulo: 'Filler pressure low',
            mov_msg_alerta: 'Check it',
            mov_dt_alerta: '2026-04-01T07:00:00Z',
            id_frame: null,
            raise_key: 'rca-1',
          })
          .returning('id_movalerta')
          .executeTakeFirstOrThrow()
      ).id_movalerta,
    );
  });

  describe('effects', () => {
    it('opens a free effect with the caller as every person by default, and its created history row', async () => {
      const before = Date.now();
      const effect = await created(paths.create, { description: '  Bottles fall at the labeller  ' });
      expect(effect).toMatchObject({
        description: 'Bottles fall at the labeller',
        form: 'free',
        status: 'open',
        id_stop: null,
        tag_code: null,
        concluded_at: null,
        team: [],
        counts: { causes: 0, actions: 0, open_actions: 0, late_actions: 0 },
        roles: ['applicator', 'manager'],
        version: 1,
      });
      expect(effect.responsible.name).toBe(effect.manager.name);
      expect(effect.allowed).toEqual(['edit', 'cancel', 'add-cause']);
      expect(Date.parse(effect.occurred_at)).toBeGreaterThanOrEqual(before);
      const history = await historyOf(effect.id_effect);
      expect(history).toEqual([
        { at: effect.created_at, user: effect.manager, action: 'created', id_cause: null, id_why: null, changes: null, comment: null, signed: false },
      ]);
    });

    it('names the people given, and refuses people who are not active users of the unit under their fields', async () => {
      const effect = await newEffect({ occurred_at: '2026-04-01T06:00:00-03:00' });
      expect(effect.occurred_at).toBe('2026-04-01T09:00:00.000Z');
      expect({ responsible: effect.responsible, examiner: effect.examiner, manager: effect.manager, team: effect.team }).toEqual({
        responsible: { id: applicator.id, name: 'Name rcaapplicator' },
        examiner: { id: examiner.id, name: 'Name rcaexaminer' },
        manager: { id: manager.id, name: 'Name rcamanager' },
        team: [{ id: member.id, name: 'Name rcamember' }],
      });
      expect(effect.roles).toEqual([]);
      const refused = await suite.api.post(
        paths.create,
        { description: 'x', id_manager: southPerson.id, id_examiner: inactive.id, team: [member.id, 999_999] },
        admin(),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        id_manager: { key: 'rootCause.errors.personNotFound' },
        id_examiner: { key: 'rootCause.errors.personNotFound' },
        team: { key: 'rootCause.errors.personNotFound' },
      });
      const crowd = await suite.api.post(paths.create, { description: 'x', team: Array.from({ length: 21 }, (_, i) => i + 1) }, admin());
      expect(crowd.body.error.fields).toEqual({ team: { key: 'validation.maxItems', args: { max: 20 } } });
      const twice = await suite.api.post(paths.create, { description: 'x', team: [member.id, member.id] }, admin());
      expect(twice.body.error.fields).toEqual({ team: { key: 'validation.uniqueItems' } });
    });

    it('refuses a blank, too long or NUL description, and needs create on the effects page', async () => {
      const blank = await suite.api.post(paths.create, { description: '   ' }, admin());
      expect(blank.status).toBe(400);
      expect(blank.body.error.fields).toEqual({ description: { key: 'global.labels.requiredField' } });
      expect((await suite.api.post(paths.create, {}, admin())).body.error.fields).toEqual({ description: { key: 'global.labels.requiredField' } });
      const long = await suite.api.post(paths.create, { description: 'x'.repeat(2001) }, admin());
      expect(long.body.error.fields).toEqual({ description: { key: 'global.labels.maxLengthExceeded', args: { max: 2000 } } });
      const nul = await suite.api.post(paths.create, { description: 'a\u0000b' }, admin());
      expect(nul.status).toBe(400);
      expect(nul.body.error.fields).toEqual({ description: { key: 'validation.nulCharacter' } });
      expect((await suite.api.post(paths.create, { description: 'x' }, reader.at)).status).toBe(403);
      const noRead = await personWith(suite.api, suite.demo, 'rcanobody', []);
      expect((await suite.api.get(paths.effects, noRead.at)).status).toBe(403);
    });

    it('opens an effect from a stop: the frame tag, period and motive copied, a neutral description, and one analysis per stop', async () => {
      expect((await suite.api.get(paths.source('stop', ids.stop), admin())).body).toEqual({ data: null });
      const effect = await created(paths.create, { source: { type: 'stop', id: ids.stop } }, applicator.at);
      expect(effect).toMatchObject({
        form: 'stop',
        description: 'RCA_FILL · Jam',
        id_stop: ids.stop,
        id_tag: ids.tag,
        tag_code: 'RCA_FILL',
        period_from: new Date(START).toISOString(),
        period_to: new Date(START + 30 * MINUTE).toISOString(),
        id_motive: ids.motive,
        motive: 'Jam',
        spc_rule: null,
        id_violation: null,
        occurred_at: new Date(START).toISOString(),
        responsible: { id: applicator.id },
      });
      expect((await suite.api.get(paths.source('stop', ids.stop), reader.at)).body).toEqual({ data: { id_effect: effect.id_effect, status: 'open' } });
      const again = await suite.api.post(paths.create, { description: 'Again', source: { type: 'stop', id: ids.stop } }, admin());
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'SOURCE_ANALYSED', message: 'rootCause.errors.sourceAnalysed', details: { id_effect: effect.id_effect } });
      const open = await created(paths.create, { description: 'Still stopped', source: { type: 'stop', id: ids.openStop } });
      expect(open).toMatchObject({ description: 'Still stopped', period_to: null, motive: null, id_motive: null });
    });

    it('opens one analysis of a source when two ask at once: the other is 409 with its id', async () => {
      const stop = await insertStop(suite.server.app.database, {
        unit: suite.demo.north,
        frame: ids.frame,
        start: START + 300 * MINUTE,
        end: START + 310 * MINUTE,
        motive: null,
      });
      const both = await Promise.all([
        suite.api.post(paths.create, { source: { type: 'stop', id: stop } }, admin()),
        suite.api.post(paths.create, { source: { type: 'stop', id: stop } }, applicator.at),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = both.find((answer) => answer.status === 200)!.body.data;
      expect(winner.description).toBe('RCA_FILL');
      expect(both.find((answer) => answer.status === 409)!.body.error.details).toEqual({ id_effect: winner.id_effect });
    });

    it("answers 404 for another unit's or a missing source, and the source's analysis only in its unit", async () => {
      for (const source of [
        { type: 'stop', id: ids.southStop },
        { type: 'stop', id: 2_000_000_000 },
        { type: 'spc', id: 2_000_000_000 },
        { type: 'alert', id: 2_000_000_000 },
      ]) {
        const answer = await suite.api.post(paths.create, { source }, admin());
        expect(answer.status, JSON.stringify(source)).toBe(404);
        expect(answer.body.error.message).toBe('rootCause.errors.sourceNotFound');
      }
      expect((await suite.api.get(paths.source('stop', ids.stop), admin(suite.demo.south))).body).toEqual({ data: null });
      expect((await suite.api.get(paths.source('bogus', 1), admin())).status).toBe(400);
      expect((await suite.api.get(paths.source('stop', 'x1'), admin())).status).toBe(404);
    });

    it('opens an effect from an SPC violation (card tag, point, rule) and from a raised alert (tag, raise time)', async () => {
      const spc = await created(paths.create, { source: { type: 'spc', id: ids.violation } });
      const point = new Date(START + 5 * MINUTE).toISOString();
      expect(spc).toMatchObject({
        form: 'spc',
        description: 'RCA_FILL · RCA-C1 R1',
        id_violation: ids.violation,
        id_tag: ids.tag,
        tag_code: 'RCA_FILL',
        spc_rule: 1,
        period_from: point,
        period_to: point,
        occurred_at: point,
        id_stop: null,
      });
      expect((await suite.api.get(paths.source('spc', ids.violation), admin())).body.data).toEqual({ id_effect: spc.id_effect, status: 'open' });
      const alert = await created(paths.create, { source: { type: 'alert', id: ids.movement } });
      expect(alert).toMatchObject({
        form: 'alert',
        description: 'RCA_FILL · Filler pressure low',
        id_alert_movement: ids.movement,
        tag_code: 'RCA_FILL',
        period_from: '2026-04-01T07:00:00.000Z',
        occurred_at: '2026-04-01T07:00:00.000Z',
        spc_rule: null,
      });
      expect((await suite.api.post(paths.create, { source: { type: 'alert', id: ids.movement } }, admin())).status).toBe(409);
    });

    it('lists the unit’s effects newest first, a page at a time, filtered by status, form and text', async () => {
      const all = await suite.api.get(paths.effects, { ...admin(), query: { perPage: '100' } });
      expect(all.status).toBe(200);
      const listed = all.body.data as { id_effect: number; form: string; status: string }[];
      expect(all.body.total).toBe(listed.length);
      expect(listed.map((effect) => effect.id_effect)).toEqual([...listed.map((effect) => effect.id_effect)].sort((a, b) => b - a));
      const page = await suite.api.get(paths.effects, { ...admin(), query: { page: '2', perPage: '2' } });
      expect(page.body.data.map((effect: { id_effect: number }) => effect.id_effect)).toEqual(listed.slice(2, 4).map((effect) => effect.id_effect));
      expect(page.body.total).toBe(listed.length);
      const stops = await suite.api.get(paths.effects, { ...admin(), query: { form: 'stop' } });
      expect(stops.body.data.every((effect: { form: string }) => effect.form === 'stop')).toBe(true);
      expect(stops.body.total).toBe(listed.filter((effect) => effect.form === 'stop').length);
      const text = await suite.api.get(paths.effects, { ...admin(), query: { q: 'PRESSURE' } });
      expect(text.body.data.map((effect: { form: string }) => effect.form)).toEqual(['alert']);
      const literal = await suite.api.get(paths.effects, { ...admin(), query: { q: '%' } });
      expect(literal.body.total).toBe(0);
      const open = await suite.api.get(paths.effects, { ...admin(), query: { status: 'open' } });
      expect(open.body.total).toBe(listed.filter((effect) => effect.status === 'open').length);
      expect((await suite.api.get(paths.effects, admin(suite.demo.south))).body).toEqual({ data: [], total: 0 });
      const bad = await suite.api.get(paths.effects, { ...admin(), query: { status: 'closed', form: 'x', page: '0', perPage: '101' } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['form', 'page', 'perPage', 'status']);
      expect((await suite.api.get(paths.effects, reader.at)).status).toBe(200);
    });

    it("answers 404 effectNotFound for another unit's effect and for ids that name none", async () => {
      const effect = await newEffect();
      const south = await suite.api.get(paths.effect(effect.id_effect), admin(suite.demo.south));
      expect(south.status).toBe(404);
      expect(south.body.error.message).toBe('rootCause.messages.effectNotFound');
      for (const id of ['0', '99999999999', 'abc', '2147483648']) {
        expect((await suite.api.get(paths.effect(id), admin())).status, id).toBe(404);
        expect((await suite.api.get(paths.history(id), admin())).status, id).toBe(404);
        expect((await suite.api.put(paths.update(id), { version: 1 }, admin())).status, id).toBe(404);
      }
      expect((await suite.api.put(paths.update(effect.id_effect), { version: 1, description: 'Mine now' }, admin(suite.demo.south))).status).toBe(404);
      expect((await suite.api.post(paths.command(effect.id_effect), { version: 1, command: 'cancel' }, admin(suite.demo.south))).status).toBe(404);
    });

    it('answers the analysis: the effect, its causes with their whys, its actions and the unit rules', async () => {
      const effect = await newEffect();
      const cause = (await addCause(effect.id_effect)).body.data;
      const why = await created(paths.whys, { id_cause: cause.id_cause, text: 'The nozzle is worn' }, member.at);
      const onTime = await insertAction(effect.id_effect, cause.id_cause, 'in-progress');
      const late = await insertAction(effect.id_effect, cause.id_cause, 'not-started', '2020-01-01');
      await insertAction(effect.id_effect, cause.id_cause, 'completed');
      const read = await analysis(effect.id_effect, applicator.at);
      expect(read.effect).toMatchObject({
        id_effect: effect.id_effect,
        status: 'in-analysis',
        counts: { causes: 1, actions: 3, open_actions: 2, late_actions: 1 },
      });
      expect(read.effect.allowed).toEqual(['edit', 'add-cause']);
      expect(read.effect.roles).toEqual(['applicator']);
      expect(read.causes).toEqual([
        {
          ...cause,
          whys: [
            {
              id_why: why.id_why,
              id_cause: cause.id_cause,
              id_parent: null,
              text: 'The nozzle is worn',
              created_at: why.created_at,
              created_by: { id: member.id, name: 'Name rcamember' },
            },
          ],
        },
      ]);
      expect(read.rules).toEqual({ late_after_hours: 0, verification_required: true, approver: 'none' });
      expect(read.actions.map((action: { id_action: number; time_status: string }) => [action.id_action, action.time_status])).toEqual(
        expect.arrayContaining([
          [onTime, 'on-time'],
          [late, 'late'],
        ]),
      );
    });
  });

  describe('effect edit and commands', () => {
    it('lets the manager and the applicators edit, with the changes from → to in the history; others 403', async () => {
      const effect = await newEffect();
      const byManager = await suite.api.put(
        paths.update(effect.id_effect),
        { version: 1, description: 'Filler jams at start-up', team: [member.id, outsider.id] },
        manager.at,
      );
      expect(byManager.status).toBe(200);
      expect(byManager.body.data).toMatchObject({ description: 'Filler jams at start-up', version: 2, team: [{ id: member.id }, { id: outsider.id }] });
      const byMember = await suite.api.put(paths.update(effect.id_effect), { version: 2, occurred_at: '2026-04-02T10:00:00Z' }, member.at);
      expect(byMember.status).toBe(200);
      const byApplicator = await suite.api.put(paths.update(effect.id_effect), { version: 3, id_examiner: outsider.id }, applicator.at);
      expect(byApplicator.body.data.examiner.id).toBe(outsider.id);
      for (const [who, as, key] of [
        ['examiner', examiner.at, 'rootCause.errors.notYourRole'],
        ['reader', reader.at, 'global.error.messages.forbidden'],
      ] as const) {
        const refused = await suite.api.put(paths.update(effect.id_effect), { version: 4, description: 'No' }, as);
        expect(refused.status, who).toBe(403);
        expect(refused.body.error.message, who).toBe(key);
      }
      const outside = await suite.api.put(paths.update(effect.id_effect), { version: 4, id_manager: southPerson.id, team: [inactive.id] }, manager.at);
      expect(outside.status).toBe(400);
      expect(outside.body.error.fields).toEqual({ id_manager: { key: 'rootCause.errors.personNotFound' }, team: { key: 'rootCause.errors.personNotFound' } });
      const same = await suite.api.put(
        paths.update(effect.id_effect),
        { version: 4, id_manager: manager.id, description: 'Filler jams at start-up' },
        manager.at,
      );
      expect(same.body.data.version).toBe(4);
      const edits = (await historyOf(effect.id_effect)).filter((row) => row.action === 'edited');
      expect(edits.map((row) => ({ user: row.user?.id, changes: row.changes }))).toEqual([
        {
          user: manager.id,
          changes: { description: { from: 'Filler jams', to: 'Filler jams at start-up' }, team: { from: [member.id], to: [member.id, outsider.id] } },
        },
        { user: member.id, changes: { occurred_at: { from: effect.occurred_at, to: '2026-04-02T10:00:00.000Z' } } },
        { user: applicator.id, changes: { id_examiner: { from: examiner.id, to: outsider.id } } },
      ]);
      expect(edits.every((row) => !Number.isNaN(Date.parse(row.at)))).toBe(true);
    });

    it('refuses a stale version (409), and of two concurrent edits one wins and the other is 409', async () => {
      const effect = await newEffect();
      const stale = await suite.api.put(paths.update(effect.id_effect), { version: 7, description: 'Stale' }, manager.at);
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('rootCause.errors.stateChanged');
      const both = await Promise.all([
        suite.api.put(paths.update(effect.id_effect), { version: 1, description: 'First' }, manager.at),
        suite.api.put(paths.update(effect.id_effect), { version: 1, description: 'Second' }, applicator.at),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await analysis(effect.id_effect)).effect.version).toBe(2);
    });

    it('concludes only with an active cause and every action done, then reopens; only the manager (403) and from the right state (409)', async () => {
      const effect = await newEffect();
      const conclude = await command(effect.id_effect, 'conclude');
      expect(conclude.status).toBe(409);
      expect(conclude.body.error.message).toBe('rootCause.errors.notFromThisState');
      const cause = (await addCause(effect.id_effect)).body.data;
      const action = await insertAction(effect.id_effect, cause.id_cause, 'in-progress');
      const open = await command(effect.id_effect, 'conclude');
      expect(open.status).toBe(409);
      expect(open.body.error.message).toBe('rootCause.errors.openActions');
      await db().updateTable('rca_action').set({ status: 'completed', concluded_at: Date.now() }).where('id_action', '=', action).execute();
      for (const [who, as] of Object.entries({ applicator: applicator.at, member: member.at, examiner: examiner.at, outsider: outsider.at })) {
        for (const name of ['conclude', 'cancel', 'reopen']) {
          const refused = await command(effect.id_effect, name, as);
          expect(refused.status, `${who} ${name}`).toBe(403);
          expect(refused.body.error.message).toBe('rootCause.errors.notYourRole');
        }
      }
      expect((await command(effect.id_effect, 'cancel', reader.at)).status).toBe(403);
      const stale = await suite.api.post(paths.command(effect.id_effect), { version: 1, command: 'conclude' }, manager.at);
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('rootCause.errors.stateChanged');
      const done = await command(effect.id_effect, 'conclude', manager.at, { comment: ' Fixed for good ' });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ status: 'concluded', allowed: ['reopen'] });
      expect(done.body.data.concluded_at).not.toBeNull();
      for (const name of ['conclude', 'cancel']) expect((await command(effect.id_effect, name)).status).toBe(409);
      expect(
        (await suite.api.put(paths.update(effect.id_effect), { version: await versionOf(effect.id_effect), description: 'Late' }, manager.at)).status,
      ).toBe(409);
      expect((await addCause(effect.id_effect)).status).toBe(409);
      expect((await command(effect.id_effect, 'reopen', applicator.at)).status).toBe(403);
      const reopened = await command(effect.id_effect, 'reopen');
      expect(reopened.body.data).toMatchObject({ status: 'in-analysis', concluded_at: null });
      expect((await command(effect.id_effect, 'reopen')).status).toBe(409);
      const rows = (await historyOf(effect.id_effect)).filter((row) => ['concluded', 'reopened'].includes(row.action));
      expect(rows.map((row) => ({ action: row.action, user: row.user?.id, changes: row.changes, comment: row.comment }))).toEqual([
        { action: 'concluded', user: manager.id, changes: { status: { from: 'in-analysis', to: 'concluded' } }, comment: 'Fixed for good' },
        { action: 'reopened', user: manager.id, changes: { status: { from: 'concluded', to: 'in-analysis' } }, comment: null },
      ]);
    });

    it('does not conclude an effect whose causes are all canceled (409 noCauses)', async () => {
      const effect = await newEffect();
      const cause = (await addCause(effect.id_effect)).body.data;
      expect((await suite.api.post(paths.causeCommand(cause.id_cause), { version: cause.version, command: 'cancel' }, manager.at)).status).toBe(200);
      const refused = await command(effect.id_effect, 'conclude');
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('rootCause.errors.noCauses');
    });

    it('cancels the effect with its open actions (canceled now, a history row each), the done ones untouched', async () => {
      const effect = await newEffect();
      const cause = (await addCause(effect.id_effect)).body.data;
      const [notStarted, inProgress, completed] = [
        await insertAction(effect.id_effect, cause.id_cause, 'not-started'),
        await insertAction(effect.id_effect, cause.id_cause, 'in-progress'),
        await insertAction(effect.id_effect, cause.id_cause, 'completed'),
      ];
      const completedBefore = await actionRow(completed);
      const before = Date.now();
      const canceled = await command(effect.id_effect, 'cancel', manager.at, { comment: 'Duplicate of another analysis' });
      expect(canceled.status).toBe(200);
      expect(canceled.body.data).toMatchObject({ status: 'canceled', counts: { actions: 3, open_actions: 0 } });
      for (const id of [notStarted, inProgress]) {
        const row = await actionRow(id);
        expect(row.status).toBe('canceled');
        expect(row.concluded_at).toBeGreaterThanOrEqual(before);
        expect(row.version).toBe(2);
        expect(await actionHistory(id)).toEqual([{ action: 'canceled', user: manager.id, changes: { status: { from: expect.any(String), to: 'canceled' } } }]);
      }
      expect(await actionRow(completed)).toEqual(completedBefore);
      expect(await actionHistory(completed)).toEqual([]);
    });

    it('refuses bad commands and bodies with 400, never 500', async () => {
      const effect = await newEffect();
      const bodies: unknown[] = [
        { version: 1, command: 'explode' },
        { version: '1', command: 'cancel' },
        { command: 'cancel' },
        { version: 3_000_000_000, command: 'cancel' },
        { version: 1, command: 'cancel', comment: 5 },
        { version: 1, command: 'cancel', extra: true },
        [],
        'text',
      ];
      for (const body of bodies) expect((await suite.api.post(paths.command(effect.id_effect), body, manager.at)).status, JSON.stringify(body)).toBe(400);
      const updates: unknown[] = [
        { version: 1, description: 5 },
        { version: 1, occurred_at: 'yesterday' },
        { version: 1, id_manager: 'me' },
        { version: 1, id_manager: 2_147_483_648 },
        { version: 1, team: 'all' },
        { version: 1, team: [1.5] },
        { version: 1, description: 'a\u0000' },
        { description: 'no version' },
      ];
      for (const body of updates) expect((await suite.api.put(paths.update(effect.id_effect), body, manager.at)).status, JSON.stringify(body)).toBe(400);
      const creates: unknown[] = [
        { description: 'x', source: { type: 'machine', id: 1 } },
        { description: 'x', source: { type: 'stop', id: 'one' } },
        { description: 'x', source: { type: 'stop' } },
        { description: 'x', source: { type: 'stop', id: 99_999_999_999 } },
        { description: 'x', occurred_at: 12 },
        { description: ['x'] },
      ];
      for (const body of creates) expect((await suite.api.post(paths.create, body, admin())).status, JSON.stringify(body)).toBe(400);
      expect((await suite.api.call('POST', paths.create, undefined, { ...admin(), raw: '{"description":' })).status).toBe(400);
      const cause = (await addCause(effect.id_effect)).body.data;
      const causeCalls: [string, string, unknown][] = [
        ['POST', paths.causes, { id_effect: 99_999_999_999, effect_version: 1, origin: 'machine', description: 'x', ...gut }],
        ['POST', paths.causes, { id_effect: effect.id_effect, effect_version: 2, origin: 'machine', description: 'x', ...gut, id_cause_catalogue: 'M1' }],
        ['POST', paths.causes, { id_effect: effect.id_effect, effect_version: 2, origin: 'machine', description: 'a\u0000', ...gut }],
        ['PUT', paths.cause(cause.id_cause), { version: 1, origin: null }],
        ['PUT', paths.cause(cause.id_cause), { version: 1, description: { text: 'x' } }],
        ['POST', paths.causeCommand(cause.id_cause), { version: 1, command: 'delete' }],
        ['POST', paths.causeCommand(cause.id_cause), { version: -1, command: 'cancel' }],
        ['POST', paths.whys, { id_cause: cause.id_cause, id_parent: 'root', text: 'Why?' }],
        ['POST', paths.whys, { id_cause: 2_147_483_648, text: 'Why?' }],
        ['PUT', paths.why(1), { text: null }],
      ];
      for (const [method, path, body] of causeCalls) {
        expect((await suite.api.call(method, path, body, admin())).status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      }
      const missing: [string, string, unknown][] = [
        ['PUT', paths.cause('99999999999'), { version: 1, gravity: 1 }],
        ['POST', paths.causeCommand('-1'), { version: 1, command: 'cancel' }],
        ['PUT', paths.why('1e3'), { text: 'x' }],
        ['DELETE', paths.why('2147483648'), undefined],
      ];
      for (const [method, path, body] of missing) expect((await suite.api.call(method, path, body, admin())).status, `${method} ${path}`).toBe(404);
    });
  });

  describe('causes', () => {
    let catalogue: { machine: number; method: number; inactive: number; south: number };

    beforeAll(async () => {
      const entry = async (code: string, origin: string, active = true, unit = suite.demo.north) =>
        (await created(paths.catalogue, { code, description: `Catalogue ${code}`, origin, active }, admin(unit))).id_cause_catalogue as number;
      catalogue = {
        machine: await entry('M1', 'machine'),
        method: await entry('ME1', 'method'),
        inactive: await entry('M0', 'machine', false),
        south: await entry('MS', 'machine', true, suite.demo.south),
      };
    });

    it('adds a cause by an applicator: GUT priority, the open effect moved into analysis, history rows', async () => {
      const effect = await newEffect();
      const answer = await addCause(effect.id_effect, { description: '  Worn nozzle ' }, member.at);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        id_cause: expect.any(Number),
        id_effect: effect.id_effect,
        origin: 'machine',
        id_cause_catalogue: null,
        description: 'Worn nozzle',
        ...gut,
        priority: 60,
        status: 'active',
        whys: [],
        allowed: ['edit', 'cancel', 'add-why', 'add-action'],
        version: 1,
      });
      const after = (await analysis(effect.id_effect)).effect;
      expect(after).toMatchObject({ status: 'in-analysis', version: 2, counts: { causes: 1 } });
      const second = await addCause(effect.id_effect, { origin: 'method', description: 'No procedure', gravity: 1, urgency: 1, tendency: 1 });
      expect(second.body.data.priority).toBe(1);
      expect((await analysis(effect.id_effect)).effect.version).toBe(2);
      const rows = (await historyOf(effect.id_effect)).slice(1);
      expect(rows.map((row) => ({ action: row.action, id_cause: row.id_cause, user: row.user?.id }))).toEqual([
        { action: 'cause-added', id_cause: answer.body.data.id_cause, user: member.id },
        { action: 'edited', id_cause: answer.body.data.id_cause, user: member.id },
        { action: 'cause-added', id_cause: second.body.data.id_cause, user: applicator.id },
      ]);
      expect(rows[0]!.changes).toMatchObject({
        origin: { from: null, to: 'machine' },
        description: { from: null, to: 'Worn nozzle' },
        gravity: { from: null, to: 3 },
      });
      expect(rows[1]!.changes).toEqual({ status: { from: 'open', to: 'in-analysis' } });
    });

    it('refuses causes from non-applicators (403), on a stale effect (409), on a canceled effect (409), of another unit (404)', async () => {
      const effect = await newEffect();
      for (const as of [manager.at, examiner.at, outsider.at]) {
        const refused = await addCause(effect.id_effect, {}, as);
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe('rootCause.errors.notYourRole');
      }
      expect((await addCause(effect.id_effect, {}, reader.at)).body.error.message).toBe('global.error.messages.forbidden');
      const stale = await suite.api.post(
        paths.causes,
        { id_effect: effect.id_effect, effect_version: 9, origin: 'machine', description: 'x', ...gut },
        applicator.at,
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('rootCause.errors.stateChanged');
      const south = await suite.api.post(
        paths.causes,
        { id_effect: effect.id_effect, effect_version: 1, origin: 'machine', description: 'x', ...gut },
        admin(suite.demo.south),
      );
      expect(south.status).toBe(404);
      expect((await command(effect.id_effect, 'cancel')).status).toBe(200);
      const late = await addCause(effect.id_effect);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('rootCause.errors.notFromThisState');
    });

    it('refuses GUT outside 1–5, a blank description and a bad origin under their fields', async () => {
      const effect = await newEffect();
      const answer = await addCause(effect.id_effect, { gravity: 0, urgency: 6, tendency: 2.5, origin: 'money', description: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({
        gravity: { key: 'validation.minValue', args: { min: 1 } },
        urgency: { key: 'validation.maxValue', args: { max: 5 } },
        tendency: { key: 'validation.integer' },
        origin: { key: 'validation.oneOf', args: { options: 'machine, method, raw-material, labour, measure, environment' } },
      });
      const blank = await addCause(effect.id_effect, { description: ' ' });
      expect(blank.body.error.fields).toEqual({ description: { key: 'global.labels.requiredField' } });
      const long = await addCause(effect.id_effect, { description: 'x'.repeat(501) });
      expect(long.body.error.fields).toEqual({ description: { key: 'global.labels.maxLengthExceeded', args: { max: 500 } } });
      expect((await addCause(effect.id_effect, { gravity: '3' })).status).toBe(400);
      expect((await analysis(effect.id_effect)).causes).toEqual([]);
    });

    it('takes a catalogue cause only when it is active, of the unit and of the same origin; its description by default', async () => {
      const effect = await newEffect();
      for (const [id, origin] of [
        [catalogue.inactive, 'machine'],
        [catalogue.south, 'machine'],
        [catalogue.method, 'machine'],
        [2_000_000_000, 'machine'],
      ] as const) {
        const refused = await addCause(effect.id_effect, { id_cause_catalogue: id, origin });
        expect(refused.status, String(id)).toBe(400);
        expect(refused.body.error.fields).toEqual({ id_cause_catalogue: { key: 'rootCause.errors.catalogueCause' } });
      }
      const taken = await addCause(effect.id_effect, { id_cause_catalogue: catalogue.machine, description: undefined });
      expect(taken.body.data).toMatchObject({ id_cause_catalogue: catalogue.machine, description: 'Catalogue M1', origin: 'machine' });
      const moved = await suite.api.put(paths.cause(taken.body.data.id_cause), { version: 1, origin: 'method' }, applicator.at);
      expect(moved.status).toBe(400);
      expect(moved.body.error.fields).toEqual({ id_cause_catalogue: { key: 'rootCause.errors.catalogueCause' } });
      const both = await suite.api.put(
        paths.cause(taken.body.data.id_cause),
        { version: 1, origin: 'method', id_cause_catalogue: catalogue.method },
        applicator.at,
      );
      expect(both.body.data).toMatchObject({ origin: 'method', id_cause_catalogue: catalogue.method, version: 2 });
    });

    it('edits a cause: the changes in the history, a stale version 409, non-applicators 403, another unit 404', async () => {
      const effect = await newEffect();
      const cause = (await addCause(effect.id_effect)).body.data;
      const edited = await suite.api.put(paths.cause(cause.id_cause), { version: 1, description: 'Nozzle worn out', gravity: 5 }, member.at);
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ description: 'Nozzle worn out', gravity: 5, priority: 100, version: 2 });
      const row = (await historyOf(effect.id_effect)).find((entry) => entry.action === 'cause-edited')!;
      expect(row).toMatchObject({
        id_cause: cause.id_cause,
        user: { id: member.id },
        changes: { description: { from: 'Worn nozzle', to: 'Nozzle worn out' }, gravity: { from: 3, to: 5 } },
      });
      expect((await suite.api.put(paths.cause(cause.id_cause), { version: 1, gravity: 1 }, member.at)).status).toBe(409);
      expect((await suite.api.put(paths.cause(cause.id_cause), { version: 2, gravity: 1 }, manager.at)).status).toBe(403);
      expect((await suite.api.put(paths.cause(cause.id_cause), { version: 2, gravity: 1 }, admin(suite.demo.south))).status).toBe(404);
      expect((await suite.api.put(paths.cause('99999999999'), { version: 2, gravity: 1 }, admin())).status).toBe(404);
      expect((await suite.api.put(paths.cause(cause.id_cause), { version: 2, tendency: 9 }, member.at)).status).toBe(400);
    });

    it('cancels a cause, suspending its open actions, and reactivates it, resuming them; a history row each', async () => {
      const effect = await newEffect();
      const cause = (await addCause(effect.id_effect)).body.data;
      const other = (await addCause(effect.id_effect, { origin: 'method' })).body.data;
      const open = [
        await insertAction(effect.id_effect, cause.id_cause, 'not-started'),
        await insertAction(effect.id_effect, cause.id_cause, 'pending-verification'),
      ];
      const done = await insertAction(effect.id_effect, cause.id_cause, 'completed');
      const elsewhere = await insertAction(effect.id_effect, other.id_cause, 'in-progress');
      expect((await suite.api.post(paths.causeCommand(cause.id_cause), { version: 1, command: 'cancel' }, examiner.at)).status).toBe(403);
      expect((await suite.api.post(paths.causeCommand(cause.id_cause), { version: 1, command: 'reactivate' }, applicator.at)).status).toBe(409);
      const canceled = await suite.api.post(paths.causeCommand(cause.id_cause), { version: 1, command: 'cancel' }, manager.at);
      expect(canceled.status).toBe(200);
      expect(canceled.body.data).toMatchObject({ status: 'canceled', version: 2 });
      expect(canceled.body.data.allowed).toEqual(['reactivate']);
      for (const id of open) {
        expect(await actionRow(id)).toMatchObject({ suspended: true, version: 2 });
        expect(await actionHistory(id)).toEqual([{ action: 'suspended', user: manager.id, changes: { suspended: { from: false, to: true } } }]);
      }
      for (const id of [done, elsewhere]) expect(await actionRow(id)).toMatchObject({ suspended: false, version: 1 });
      expect((await suite.api.post(paths.causeCommand(cause.id_cause), { version: 2, command: 'cancel' }, manager.at)).status).toBe(409);
      expect((await suite.api.post(paths.causeCommand(cause.id_cause), { version: 1, command: 'reactivate' }, applicator.at)).status).toBe(409);
      const back = await suite.api.post(paths.causeCommand(cause.id_cause), { version: 2, command: 'reactivate' }, applicator.at);
      expect(back.body.data).toMatchObject({ status: 'active', version: 3 });
      for (const id of open) {
        expect(await actionRow(id)).toMatchObject({ suspended: false, version: 3 });
        expect((await actionHistory(id)).map((row) => row.action)).toEqual(['suspended', 'resumed']);
      }
      const rows = (await historyOf(effect.id_effect)).filter((row) => row.action.startsWith('cause-') && row.id_cause === cause.id_cause);
      expect(rows.map((row) => [row.action, row.user?.id])).toEqual([
        ['cause-added', applicator.id],
        ['cause-canceled', manager.id],
        ['cause-reactivated', applicator.id],
      ]);
    });
  });

  describe('whys', () => {
    let effect: { id_effect: number };
    let cause: { id_cause: number };
    let otherCause: { id_cause: number };
    const addWhy = (body: Record<string, unknown>, as: Caller = applicator.at) => suite.api.post(paths.whys, body, as);

    beforeAll(async () => {
      effect = await newEffect();
      cause = (await addCause(effect.id_effect)).body.data;
      otherCause = (await addCause(effect.id_effect, { origin: 'labour' })).body.data;
    });

    it('adds a chain of whys under a cause, each under a saved why of the same cause', async () => {
      const root = await addWhy({ id_cause: cause.id_cause, text: ' Why does it jam? ' });
      expect(root.status).toBe(200);
      expect(root.body.data).toMatchObject({ id_cause: cause.id_cause, id_parent: null, text: 'Why does it jam?', created_by: { id: applicator.id } });
      const child = await addWhy({ id_cause: cause.id_cause, id_parent: root.body.data.id_why, text: 'The nozzle is worn' }, member.at);
      expect(child.body.data.id_parent).toBe(root.body.data.id_why);
      const rows = (await historyOf(effect.id_effect)).filter((row) => row.action === 'why-added');
      expect(rows.map((row) => ({ id_cause: row.id_cause, id_why: row.id_why, user: row.user?.id }))).toEqual([
        { id_cause: cause.id_cause, id_why: root.body.data.id_why, user: applicator.id },
        { id_cause: cause.id_cause, id_why: child.body.data.id_why, user: member.id },
      ]);
      expect((await analysis(effect.id_effect)).causes[0].whys.map((why: { id_why: number }) => why.id_why)).toEqual([
        root.body.data.id_why,
        child.body.data.id_why,
      ]);
    });

    it('refuses an empty why, a parent not saved or of another cause, and a chain deeper than ten', async () => {
      const empty = await addWhy({ id_cause: cause.id_cause, text: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toEqual({ text: { key: 'rootCause.errors.whyEmpty' } });
      const missing = await addWhy({ id_cause: cause.id_cause, id_parent: 2_000_000_000, text: 'Why?' });
      expect(missing.body.error.fields).toEqual({ id_parent: { key: 'rootCause.errors.whyParentNotSaved' } });
      const elsewhere = (await addWhy({ id_cause: otherCause.id_cause, text: 'Other chain' })).body.data;
      const crossed = await addWhy({ id_cause: cause.id_cause, id_parent: elsewhere.id_why, text: 'Why?' });
      expect(crossed.body.error.fields).toEqual({ id_parent: { key: 'rootCause.errors.whyParentNotSaved' } });
      let parent: number | null = null;
      for (let depth = 1; depth <= 10; depth++) {
        const answer = await addWhy({ id_cause: otherCause.id_cause, id_parent: parent, text: `Why ${depth}?` });
        expect(answer.status, `depth ${depth}`).toBe(200);
        parent = answer.body.data.id_why;
      }
      const deep = await addWhy({ id_cause: otherCause.id_cause, id_parent: parent, text: 'Why 11?' });
      expect(deep.status).toBe(400);
      expect(deep.body.error.fields).toEqual({ id_parent: { key: 'rootCause.errors.whyTooDeep', args: { max: 10 } } });
      const long = await addWhy({ id_cause: cause.id_cause, text: 'x'.repeat(501) });
      expect(long.body.error.fields).toEqual({ text: { key: 'global.labels.maxLengthExceeded', args: { max: 500 } } });
      for (const body of [
        { id_cause: cause.id_cause },
        { id_cause: 'one', text: 'x' },
        { id_cause: cause.id_cause, text: 5 },
        { id_cause: cause.id_cause, text: 'x\u0000' },
      ]) {
        expect((await addWhy(body)).status, JSON.stringify(body)).toBe(400);
      }
    });

    it('edits and deletes whys: a why with whys under it is 409; only applicators (403); another unit 404', async () => {
      const root = (await addWhy({ id_cause: cause.id_cause, text: 'Why is it late?' })).body.data;
      const child = (await addWhy({ id_cause: cause.id_cause, id_parent: root.id_why, text: 'No spare part' })).body.data;
      const edited = await suite.api.put(paths.why(child.id_why), { text: 'No spare nozzle' }, member.at);
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ id_why: child.id_why, text: 'No spare nozzle', id_parent: root.id_why });
      expect((await suite.api.put(paths.why(child.id_why), { text: ' ' }, member.at)).body.error.fields).toEqual({
        text: { key: 'rootCause.errors.whyEmpty' },
      });
      expect((await suite.api.put(paths.why(child.id_why), { text: 'Mine' }, manager.at)).status).toBe(403);
      expect((await suite.api.delete(paths.why(child.id_why), examiner.at)).status).toBe(403);
      expect((await suite.api.delete(paths.why(child.id_why), admin(suite.demo.south))).status).toBe(404);
      const parent = await suite.api.delete(paths.why(root.id_why), applicator.at);
      expect(parent.status).toBe(409);
      expect(parent.body.error.message).toBe('rootCause.errors.whyHasChildren');
      expect((await suite.api.delete(paths.why(child.id_why), applicator.at)).body).toEqual({ data: { id_why: child.id_why } });
      expect((await suite.api.delete(paths.why(root.id_why), applicator.at)).status).toBe(200);
      expect((await suite.api.delete(paths.why(root.id_why), applicator.at)).status).toBe(404);
      expect((await suite.api.delete(paths.why('abc'), applicator.at)).status).toBe(404);
      const rows = (await historyOf(effect.id_effect)).filter((row) => row.id_why === child.id_why);
      expect(rows.map((row) => ({ action: row.action, changes: row.changes }))).toEqual([
        { action: 'why-added', changes: { text: { from: null, to: 'No spare part' }, id_parent: { from: null, to: root.id_why } } },
        { action: 'why-edited', changes: { text: { from: 'No spare part', to: 'No spare nozzle' } } },
        { action: 'why-deleted', changes: { text: { from: 'No spare nozzle', to: null } } },
      ]);
    });
  });
});
