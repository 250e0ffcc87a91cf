import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';
import {
  dayFromToday,
  insertCause,
  insertEffect,
  rcaPeople,
  setRcaRules,
  userOfNoUnit,
  type RcaPeople,
  type RulesValues,
} from './helpers/rca-action-fixture.js';
import { dialects } from './helpers/test-server.js';
import { personWith } from './helpers/user-fixtures.js';

const paths = {
  create: 'RCA/actions/actions',
  update: (id: number) => `RCA/actions/actions/${id}`,
  command: (id: number) => `RCA/actions/actions/${id}/command`,
  verify: (id: number) => `RCA/actions/actions/${id}/verify`,
  duplicate: (id: number) => `RCA/actions/actions/${id}/duplicate`,
  list: 'RCA/queries/actions',
  export: 'RCA/queries/actions/export',
  history: (id: number) => `RCA/queries/actions/${id}/history`,
};

const DEFAULT_RULES: RulesValues = { late_after_hours: 0, verification_required: true, approver: 'none' };
const refusal = (message: string) => expect.objectContaining({ message });
const NOT_YOUR_ROLE = 'rootCause.errors.notYourRole';
const NOT_FROM_THIS_STATE = 'rootCause.errors.notFromThisState';
const CAUSE_CANCELED = 'rootCause.errors.causeCanceled';
const NOT_APPROVED = 'rootCause.errors.notApproved';

type Role = keyof RcaPeople;
type ActionRow = Record<string, unknown>;

/** Root-cause actions (src/server/modules/root-cause/README.md, Actions and States) on both databases. */
describe.each(dialects)('root-cause actions (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const db = () => suite.server.app.database.db;
  let people: RcaPeople;
  let effect: number;
  let cause: number;
  let canceledCause: number;
  let southCause: number;
  let adminId: number;

  const as = (role: Role): Caller => people[role].at;
  const rules = (values: Partial<RulesValues>) => setRcaRules(suite.api, suite.admin(), { ...DEFAULT_RULES, ...values });
  const row = async (id: number): Promise<ActionRow> => (await db().selectFrom('rca_action').selectAll().where('id_action', '=', id).executeTakeFirst())!;
  const versionOf = async (id: number) => Number((await row(id)).version);
  /** Moves an action to a state directly (the commands that lead there are tested on their own). */
  const setRow = (id: number, columns: Record<string, unknown>) =>
    db()
      .updateTable('rca_action')
      .set({ ...columns, ...(columns.suspended === undefined ? {} : { suspended: columns.suspended ? 1 : 0 }) })
      .where('id_action', '=', id)
      .execute();
  const body = (overrides: Record<string, unknown> = {}) => ({
    id_cause: cause,
    title: 'Replace the nozzle',
    what: 'Replace the filler nozzle',
    why: 'It is worn',
    deadline: dayFromToday(5),
    id_responsible: people.responsible.id,
    id_examiner: people.examiner.id,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, by: Caller = as('applicator')) => {
    const answer = await suite.api.post(paths.create, body(overrides), by);
    if (answer.status !== 200) throw new Error(`create: ${answer.text}`);
    return answer.body.data as { id_action: number; version: number } & Record<string, any>;
  };
  /** A new action of the fixture's effect, then moved to `state` directly. */
  const actionIn = async (state: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => {
    const { id_action } = await create(overrides);
    if (Object.keys(state).length) await setRow(id_action, state);
    return id_action;
  };
  const command = async (id: number, by: Caller, command: string, extra: Record<string, unknown> = {}) =>
    suite.api.post(paths.command(id), { version: await versionOf(id), command, ...extra }, by);
  const verify = async (id: number, by: Caller, extra: Record<string, unknown>) =>
    suite.api.post(paths.verify(id), { version: await versionOf(id), ...extra }, by);
  const historyOf = async (id: number) =>
    (await suite.api.get(paths.history(id), suite.admin())).body.data as { action: string; signed: boolean; comment: string | null; changes: any; user: any }[];

  beforeAll(async () => {
    people = await rcaPeople(suite.api, suite.demo);
    adminId = Number((await db().selectFrom('usuario').select('id_usuario').where('usu_login', '=', 'admin').executeTakeFirst())!.id_usuario);
    effect = await insertEffect(db(), {
      unit: suite.demo.north,
      responsible: people.applicator.id,
      examiner: people.examiner.id,
      manager: people.manager.id,
      team: [people.teammate.id],
    });
    cause = await insertCause(db(), effect, people.applicator.id);
    canceledCause = await insertCause(db(), effect, people.applicator.id, 'Wrong setting', 'canceled');
    const southEffect = await insertEffect(db(), { unit: suite.demo.south, responsible: adminId, examiner: adminId, manager: adminId });
    southCause = await insertCause(db(), southEffect, adminId);
  });

  afterEach(() => rules({}));

  describe('create', () => {
    it('plans an action: the responsible defaults to the caller, the examiner to the effect’s, approved at once without approver', async () => {
      const created = await create({ id_responsible: undefined, id_examiner: undefined, where: '  Filler 3 ', planned_time: '02:30', how_much: 120.5 });
      expect(created).toMatchObject({
        id_effect: effect,
        id_cause: cause,
        title: 'Replace the nozzle',
        where: 'Filler 3',
        how: null,
        how_much: 120.5,
        planned_time: '02:30',
        spent_time: null,
        responsible: { id: people.applicator.id, name: 'rcaapplicator' },
        examiner: { id: people.examiner.id, name: 'rcaexaminer' },
        status: 'not-started',
        time_status: 'on-time',
        approval: 'approved',
        suspended: false,
        conclusion_date: null,
        verification: { date: null, status: 'pending', commentary: null },
        attachments: [],
        roles: ['applicator', 'responsible'],
        version: 1,
      });
      expect(created.allowed).toEqual(expect.arrayContaining(['edit', 'duplicate', 'start']));
      expect((await historyOf(created.id_action)).map((entry) => entry.action)).toEqual(['created']);
    });

    it('waits for approval when the rules name an approver', async () => {
      await rules({ approver: 'manager' });
      expect((await create()).approval).toBe('waiting');
    });

    it('refuses bad fields with 400 and their keys, never 500', async () => {
      const refused = async (overrides: Record<string, unknown>) => {
        const answer = await suite.api.post(paths.create, body(overrides), as('applicator'));
        expect(answer.status, answer.text).toBe(400);
        return answer.body.error.fields;
      };
      expect(await refused({ planned_time: '2:30' })).toEqual({ planned_time: { key: 'rootCause.errors.durationFormat' } });
      expect(await refused({ spent_time: '10:60', planned_time: '1000:00' })).toEqual({
        spent_time: { key: 'rootCause.errors.durationFormat' },
        planned_time: { key: 'rootCause.errors.durationFormat' },
      });
      expect(await refused({ deadline: '2026-02-30' })).toEqual({ deadline: expect.objectContaining({ key: 'validation.format.date' }) });
      expect(await refused({ deadline: '31/12/2026' })).toEqual({ deadline: { key: 'validation.format.date' } });
      expect(await refused({ title: '   ' })).toEqual({ title: { key: 'global.labels.requiredField' } });
      expect(await refused({ title: 'x'.repeat(201) })).toEqual({ title: { key: 'global.labels.maxLengthExceeded', args: { max: 200 } } });
      expect(await refused({ how_much: -1 })).toEqual({ how_much: { key: 'validation.minValue', args: { min: 0 } } });
      expect(await refused({ what: 'a\u0000b' })).toEqual({ what: { key: 'validation.nulCharacter' } });
      expect(await refused({ id_responsible: 'me' })).toEqual({ id_responsible: { key: 'validation.type' } });
      expect(await refused({ colour: 'red' })).toEqual({ colour: { key: 'validation.unknownField' } });
      const stranger = await userOfNoUnit(suite.api, suite.admin(), 'rcastranger');
      expect(await refused({ id_examiner: stranger })).toEqual({ id_examiner: { key: 'rootCause.errors.personNotFound' } });
      expect(await refused({ id_responsible: 999_999 })).toEqual({ id_responsible: { key: 'rootCause.errors.personNotFound' } });
    });

    it('is for the effect’s applicators, on an active cause of an effect under analysis of the unit', async () => {
      for (const role of ['responsible', 'examiner', 'manager', 'outsider'] as const) {
        const answer = await suite.api.post(paths.create, body(), as(role));
        expect(answer.status, role).toBe(403);
        expect(answer.body.error).toEqual(refusal(NOT_YOUR_ROLE));
      }
      expect((await suite.api.post(paths.create, body(), as('teammate'))).status).toBe(200);
      const canceled = await suite.api.post(paths.create, body({ id_cause: canceledCause }), as('applicator'));
      expect(canceled.status).toBe(409);
      expect(canceled.body.error).toEqual(refusal(CAUSE_CANCELED));
      const south = await suite.api.post(paths.create, body({ id_cause: southCause }), as('applicator'));
      expect(south.status).toBe(404);
      expect(south.body.error.message).toBe('rootCause.messages.effectNotFound');
      expect((await suite.api.post(paths.create, body({ id_cause: 2_000_000_000 }), as('applicator'))).status).toBe(404);
      const concluded = await insertEffect(db(), {
        unit: suite.demo.north,
        responsible: people.applicator.id,
        examiner: people.examiner.id,
        manager: people.manager.id,
        status: 'concluded',
      });
      const closed = await suite.api.post(paths.create, body({ id_cause: await insertCause(db(), concluded, people.applicator.id) }), as('applicator'));
      expect(closed.status).toBe(409);
      expect(closed.body.error).toEqual(refusal(NOT_FROM_THIS_STATE));
    });

    it('needs update on the analysis page', async () => {
      const reader = await personWith(suite.api, suite.demo, 'rcareader', [{ menu_id: 'root-cause.generate-analysis', read: true }]);
      await db()
        .updateTable('rca_effect')
        .set({ team: JSON.stringify([people.teammate.id, reader.id]) })
        .where('id_effect', '=', effect)
        .execute();
      try {
        const answer = await suite.api.post(paths.create, body(), reader.at);
        expect(answer.status).toBe(403);
        expect((await suite.api.get(paths.list, reader.at)).status).toBe(200);
        const nobody = await personWith(suite.api, suite.demo, 'rcanobody', [{ menu_id: 'settings.root-cause.rules', read: true }]);
        expect((await suite.api.get(paths.list, nobody.at)).status).toBe(403);
      } finally {
        await db()
          .updateTable('rca_effect')
          .set({ team: JSON.stringify([people.teammate.id]) })
          .where('id_effect', '=', effect)
          .execute();
      }
    });
  });

  describe('commands by role', () => {
    const cases: {
      command: string;
      state: Record<string, unknown>;
      rules: Partial<RulesValues>;
      may: Role[];
      mayNot: Role[];
      extra?: Record<string, unknown>;
    }[] = [
      { command: 'start', state: {}, rules: {}, may: ['responsible'], mayNot: ['applicator', 'teammate', 'manager', 'examiner', 'outsider'] },
      { command: 'finish', state: { status: 'in-progress' }, rules: {}, may: ['responsible'], mayNot: ['applicator', 'manager', 'examiner', 'outsider'] },
      { command: 'cancel', state: {}, rules: {}, may: ['manager'], mayNot: ['applicator', 'teammate', 'responsible', 'examiner', 'outsider'] },
      {
        command: 'send-for-approval',
        state: { approval: 'waiting' },
        rules: { approver: 'manager' },
        may: ['applicator', 'teammate'],
        mayNot: ['manager', 'responsible', 'examiner', 'outsider'],
      },
      {
        command: 'approve',
        state: { approval: 'sent-for-approval' },
        rules: { approver: 'manager' },
        may: ['manager'],
        mayNot: ['applicator', 'responsible', 'examiner', 'outsider'],
      },
      {
        command: 'approve',
        state: { approval: 'sent-for-approval' },
        rules: { approver: 'examiner' },
        may: ['examiner'],
        mayNot: ['manager', 'applicator', 'responsible', 'outsider'],
      },
      {
        command: 'disapprove',
        state: { approval: 'sent-for-approval' },
        rules: { approver: 'examiner' },
        may: ['examiner'],
        mayNot: ['manager', 'applicator', 'responsible'],
        extra: { comment: 'Too expensive' },
      },
    ];

    it.each(cases)(
      '$command under approver $rules.approver: 200 for $may, 403 for $mayNot',
      async ({ command: name, state, rules: values, may, mayNot, extra }) => {
        await rules(values);
        for (const role of may) {
          const id = await actionIn(state);
          const password = people[role].password;
          const answer = await command(id, as(role), name, { password, ...extra });
          expect(answer.status, `${role}: ${answer.text}`).toBe(200);
        }
        const id = await actionIn(state);
        for (const role of mayNot) {
          const answer = await command(id, as(role), name, { password: people[role].password, ...extra });
          expect(answer.status, role).toBe(403);
          expect(answer.body.error).toEqual(refusal(NOT_YOUR_ROLE));
        }
        expect(await versionOf(id)).toBe(1);
      },
    );

    it('verify is the examiner’s', async () => {
      const id = await actionIn({ status: 'pending-verification', conclusion_date: dayFromToday(0) });
      for (const role of ['responsible', 'applicator', 'manager', 'outsider'] as const) {
        expect((await verify(id, as(role), { date: dayFromToday(0), status: 'effective' })).status, role).toBe(403);
      }
      expect((await verify(id, as('examiner'), { date: dayFromToday(0), status: 'effective' })).status).toBe(200);
    });
  });

  describe('commands by state', () => {
    const cases: { command: string; by: Role; state: Record<string, unknown>; rules?: Partial<RulesValues>; message: string }[] = [
      { command: 'start', by: 'responsible', state: { status: 'in-progress' }, message: NOT_FROM_THIS_STATE },
      { command: 'start', by: 'responsible', state: { status: 'pending-verification' }, message: NOT_FROM_THIS_STATE },
      { command: 'start', by: 'responsible', state: { status: 'completed' }, message: NOT_FROM_THIS_STATE },
      { command: 'start', by: 'responsible', state: { status: 'canceled' }, message: NOT_FROM_THIS_STATE },
      { command: 'finish', by: 'responsible', state: {}, message: NOT_FROM_THIS_STATE },
      { command: 'finish', by: 'responsible', state: { status: 'completed' }, message: NOT_FROM_THIS_STATE },
      { command: 'cancel', by: 'manager', state: { status: 'completed' }, message: NOT_FROM_THIS_STATE },
      { command: 'cancel', by: 'manager', state: { status: 'canceled' }, message: NOT_FROM_THIS_STATE },
      { command: 'send-for-approval', by: 'applicator', state: {}, message: NOT_FROM_THIS_STATE },
      { command: 'approve', by: 'manager', state: {}, message: NOT_FROM_THIS_STATE },
      { command: 'approve', by: 'manager', state: { approval: 'waiting' }, rules: { approver: 'manager' }, message: NOT_FROM_THIS_STATE },
      { command: 'send-for-approval', by: 'applicator', state: { approval: 'approved' }, rules: { approver: 'manager' }, message: NOT_FROM_THIS_STATE },
      { command: 'start', by: 'responsible', state: { approval: 'waiting' }, rules: { approver: 'manager' }, message: NOT_APPROVED },
      {
        command: 'finish',
        by: 'responsible',
        state: { status: 'in-progress', approval: 'disapproved' },
        rules: { approver: 'examiner' },
        message: NOT_APPROVED,
      },
      { command: 'start', by: 'responsible', state: { suspended: true }, message: CAUSE_CANCELED },
      { command: 'finish', by: 'responsible', state: { status: 'in-progress', suspended: true }, message: CAUSE_CANCELED },
    ];

    it.each(cases)('$command from $state ($rules): 409 $message', async ({ command: name, by, state, rules: values, message }) => {
      await rules(values ?? {});
      const id = await actionIn(state);
      const answer = await command(id, as(by), name, { password: people[by].password, comment: 'why' });
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.error).toEqual(refusal(message));
      expect(await versionOf(id)).toBe(1);
    });

    it('verify only a pending verification, not while suspended', async () => {
      const open = await actionIn({ status: 'in-progress' });
      const early = await verify(open, as('examiner'), { date: dayFromToday(0), status: 'effective' });
      expect(early.status).toBe(409);
      expect(early.body.error).toEqual(refusal(NOT_FROM_THIS_STATE));
      const suspended = await actionIn({ status: 'pending-verification', conclusion_date: dayFromToday(0), suspended: true });
      const answer = await verify(suspended, as('examiner'), { date: dayFromToday(0), status: 'effective' });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual(refusal(CAUSE_CANCELED));
    });

    it('nothing moves once the effect is concluded', async () => {
      const id = await actionIn();
      await db().updateTable('rca_effect').set({ status: 'concluded' }).where('id_effect', '=', effect).execute();
      try {
        const answer = await command(id, as('responsible'), 'start');
        expect(answer.status).toBe(409);
        expect(answer.body.error).toEqual(refusal(NOT_FROM_THIS_STATE));
      } finally {
        await db().updateTable('rca_effect').set({ status: 'in-analysis' }).where('id_effect', '=', effect).execute();
      }
    });
  });

  describe('life of an action', () => {
    it('starts, finishes (today by default) and is verified; an ineffective verdict sends it back in progress', async () => {
      const id = await actionIn();
      const started = await command(id, as('responsible'), 'start');
      expect(started.body.data).toMatchObject({ status: 'in-progress', version: 2 });
      const finished = await command(id, as('responsible'), 'finish');
      expect(finished.status, finished.text).toBe(200);
      expect(finished.body.data).toMatchObject({ status: 'pending-verification', verification: { status: 'pending' } });
      expect(finished.body.data.conclusion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number((await row(id)).concluded_at)).toBeGreaterThan(0);
      const today = finished.body.data.conclusion_date as string;
      const noDate = await verify(id, as('examiner'), { status: 'effective' });
      expect(noDate.status).toBe(400);
      expect(noDate.body.error.fields).toEqual({ date: { key: 'rootCause.errors.verificationDateRequired' } });
      const noWhy = await verify(id, as('examiner'), { date: today, status: 'ineffective' });
      expect(noWhy.body.error.fields).toEqual({ commentary: { key: 'rootCause.errors.verificationCommentRequired' } });
      const noVerdict = await verify(id, as('examiner'), { date: today });
      expect(noVerdict.body.error.fields).toEqual({ status: { key: 'rootCause.errors.verificationVerdictRequired' } });
      const future = await verify(id, as('examiner'), { date: dayFromToday(3), status: 'effective' });
      expect(future.body.error.fields).toEqual({ date: { key: 'rootCause.errors.verificationDateRange' } });
      const ineffective = await verify(id, as('examiner'), { date: today, status: 'ineffective', commentary: 'Still stops' });
      expect(ineffective.status, ineffective.text).toBe(200);
      expect(ineffective.body.data).toMatchObject({ status: 'in-progress', verification: { date: today, status: 'ineffective', commentary: 'Still stops' } });
      await command(id, as('responsible'), 'finish');
      const effective = await verify(id, as('examiner'), { date: today, status: 'effective' });
      expect(effective.body.data).toMatchObject({ status: 'completed', verification: { date: today, status: 'effective' } });
      const history = await historyOf(id);
      expect(history.map((entry) => entry.action)).toEqual(['created', 'started', 'finished', 'verified', 'finished', 'verified']);
      expect(history[3]).toMatchObject({ comment: 'Still stops', changes: { status: { from: 'pending-verification', to: 'in-progress' } } });
      expect(history[1]!.user).toEqual({ id: people.responsible.id, name: 'rcaresponsible' });
    });

    it('completes on finish when the rules do not require verification', async () => {
      await rules({ verification_required: false });
      const id = await actionIn({ status: 'in-progress' });
      const finished = await command(id, as('responsible'), 'finish');
      expect(finished.body.data).toMatchObject({ status: 'completed' });
    });

    it('takes a conclusion date from the creation day to today', async () => {
      const id = await actionIn({ status: 'in-progress' });
      const future = await command(id, as('responsible'), 'finish', { conclusion_date: dayFromToday(3) });
      expect(future.status).toBe(400);
      expect(Object.keys(future.body.error.fields)).toEqual(['conclusion_date']);
      const before = await command(id, as('responsible'), 'finish', { conclusion_date: dayFromToday(-3) });
      expect(before.status).toBe(400);
      expect((await command(id, as('responsible'), 'finish', { conclusion_date: '2026-13-01' })).status).toBe(400);
      await setRow(id, { created_at: Date.now() - 10 * 86_400_000 });
      const past = await command(id, as('responsible'), 'finish', { conclusion_date: dayFromToday(-3) });
      expect(past.body.data.conclusion_date).toBe(dayFromToday(-3));
    });

    it('is canceled by the manager with a comment kept in the history, and then cannot be edited', async () => {
      const id = await actionIn();
      const canceled = await command(id, as('manager'), 'cancel', { comment: 'Not needed' });
      expect(canceled.body.data).toMatchObject({ status: 'canceled', allowed: [] });
      expect((await historyOf(id)).at(-1)).toMatchObject({ action: 'canceled', comment: 'Not needed', signed: false });
      const edit = await suite.api.put(paths.update(id), { version: await versionOf(id), title: 'Again' }, as('applicator'));
      expect(edit.status).toBe(409);
      expect(edit.body.error).toEqual(refusal(NOT_FROM_THIS_STATE));
    });
  });

  describe('approval', () => {
    it('is sent, disapproved and approved with the approver’s signature; an edit sends it back to waiting', async () => {
      await rules({ approver: 'manager' });
      const id = await actionIn();
      expect((await command(id, as('applicator'), 'send-for-approval')).body.data.approval).toBe('sent-for-approval');
      const wrong = await command(id, as('manager'), 'approve', { password: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields).toEqual({ password: { key: 'auth.password.currentWrong' } });
      const missing = await command(id, as('manager'), 'approve');
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.error.fields)).toEqual(['password']);
      const silent = await command(id, as('manager'), 'disapprove', { password: people.manager.password });
      expect(silent.status).toBe(400);
      expect(silent.body.error.fields).toEqual({ comment: { key: 'rootCause.errors.disapproveNeedsComment' } });
      expect(await versionOf(id)).toBe(2);
      const disapproved = await command(id, as('manager'), 'disapprove', { password: people.manager.password, comment: 'Cheaper option?' });
      expect(disapproved.body.data.approval).toBe('disapproved');
      await command(id, as('applicator'), 'send-for-approval');
      const approved = await command(id, as('manager'), 'approve', { password: people.manager.password });
      expect(approved.body.data).toMatchObject({ approval: 'approved' });
      expect(approved.body.data.allowed).not.toContain('approve');
      const history = await historyOf(id);
      expect(history.map((entry) => [entry.action, entry.signed])).toEqual([
        ['created', false],
        ['sent-for-approval', false],
        ['disapproved', true],
        ['sent-for-approval', false],
        ['approved', true],
      ]);
      expect(history[2]!.comment).toBe('Cheaper option?');
      const edited = await suite.api.put(paths.update(id), { version: await versionOf(id), how: 'With the spare kit' }, as('applicator'));
      expect(edited.body.data).toMatchObject({ approval: 'waiting', how: 'With the spare kit' });
      const start = await command(id, as('responsible'), 'start');
      expect(start.body.error).toEqual(refusal(NOT_APPROVED));
    });
  });

  describe('edit', () => {
    it('the applicators change the plan, with its changes in the history; a stale version is 409', async () => {
      const id = await actionIn();
      const edited = await suite.api.put(
        paths.update(id),
        { version: 1, title: 'Replace both nozzles', where: null, deadline: dayFromToday(9) },
        as('teammate'),
      );
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.data).toMatchObject({ title: 'Replace both nozzles', deadline: dayFromToday(9), version: 2 });
      expect((await historyOf(id)).at(-1)).toMatchObject({
        action: 'edited',
        changes: { title: { from: 'Replace the nozzle', to: 'Replace both nozzles' }, deadline: { from: dayFromToday(5), to: dayFromToday(9) } },
      });
      const stale = await suite.api.put(paths.update(id), { version: 1, title: 'Late edit' }, as('applicator'));
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('rootCause.errors.stateChanged');
      const bad = await suite.api.put(paths.update(id), { version: 2, spent_time: '1:5' }, as('applicator'));
      expect(bad.body.error.fields).toEqual({ spent_time: { key: 'rootCause.errors.durationFormat' } });
      const stranger = await suite.api.put(paths.update(id), { version: 2, id_responsible: 999_999 }, as('applicator'));
      expect(stranger.body.error.fields).toEqual({ id_responsible: { key: 'rootCause.errors.personNotFound' } });
    });

    it('the responsible may change the time spent only', async () => {
      const id = await actionIn({ status: 'in-progress' });
      const spent = await suite.api.put(paths.update(id), { version: 1, spent_time: '104:30' }, as('responsible'));
      expect(spent.status, spent.text).toBe(200);
      expect(spent.body.data.spent_time).toBe('104:30');
      const plan = await suite.api.put(paths.update(id), { version: 2, spent_time: '105:00', title: 'Mine now' }, as('responsible'));
      expect(plan.status).toBe(403);
      expect(plan.body.error).toEqual(refusal(NOT_YOUR_ROLE));
      expect((await suite.api.put(paths.update(id), { version: 2, spent_time: '01:00' }, as('examiner'))).status).toBe(403);
    });

    it('no edit after completion', async () => {
      const id = await actionIn({ status: 'completed' });
      const answer = await suite.api.put(paths.update(id), { version: 1, spent_time: '01:00' }, as('responsible'));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual(refusal(NOT_FROM_THIS_STATE));
    });
  });

  describe('duplicate', () => {
    it('copies a pending action as a new not-started one, with history on both', async () => {
      const id = await actionIn({ status: 'in-progress', spent_time: '03:00', approval: 'approved' }, { how: 'Carefully', planned_time: '04:00' });
      const answer = await suite.api.post(paths.duplicate(id), { version: 1 }, as('applicator'));
      expect(answer.status, answer.text).toBe(200);
      const copy = answer.body.data;
      expect(copy.id_action).not.toBe(id);
      expect(copy).toMatchObject({ title: 'Replace the nozzle', how: 'Carefully', planned_time: '04:00', spent_time: null, status: 'not-started', version: 1 });
      expect(Number((await row(copy.id_action)).duplicated_from)).toBe(id);
      expect((await historyOf(id)).at(-1)).toMatchObject({ action: 'duplicated' });
      expect((await historyOf(copy.id_action)).map((entry) => entry.action)).toEqual(['created']);
      expect((await suite.api.post(paths.duplicate(id), { version: 1 }, as('applicator'))).status).toBe(409);
      expect((await suite.api.post(paths.duplicate(id), { version: 2 }, as('responsible'))).body.error).toEqual(refusal(NOT_YOUR_ROLE));
    });

    it.each(['pending-verification', 'completed', 'canceled'])('refuses a %s action: 409 onlyPendingDuplicated', async (status) => {
      const id = await actionIn({ status });
      const answer = await suite.api.post(paths.duplicate(id), { version: 1 }, as('applicator'));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual(refusal('rootCause.errors.onlyPendingDuplicated'));
    });
  });

  describe('time status', () => {
    it('is late after the end of the deadline’s day plus the unit’s hours, on time before', async () => {
      const late = await actionIn({}, { deadline: dayFromToday(-3) });
      const onTime = await actionIn({}, { deadline: dayFromToday(3) });
      const listed = async () => {
        const answer = await suite.api.get(paths.list, { ...as('applicator'), query: { id_effect: String(effect), perPage: '100' } });
        return new Map((answer.body.data as { id_action: number; time_status: string }[]).map((action) => [action.id_action, action.time_status]));
      };
      expect((await listed()).get(late)).toBe('late');
      expect((await listed()).get(onTime)).toBe('on-time');
      await rules({ late_after_hours: 120 });
      expect((await listed()).get(late)).toBe('on-time');
      // Finished before the limit stays on time; a canceled action keeps the status it had.
      await rules({});
      await setRow(late, { status: 'completed', concluded_at: Date.now() - 6 * 86_400_000 });
      expect((await listed()).get(late)).toBe('on-time');
      await setRow(onTime, { status: 'canceled', concluded_at: Date.now(), deadline: dayFromToday(-3) });
      expect((await listed()).get(onTime)).toBe('late');
    });
  });

  describe('list and export', () => {
    let listEffect: number;
    let ids: Record<'mineSoon' | 'othersSoon' | 'othersLate' | 'mineLater', number>;

    beforeAll(async () => {
      listEffect = await insertEffect(db(), {
        unit: suite.demo.north,
        responsible: people.applicator.id,
        examiner: people.examiner.id,
        manager: people.manager.id,
        description: 'Labeller jams',
      });
      const listCause = await insertCause(db(), listEffect, people.applicator.id, 'Glue too cold');
      const planned = (title: string, deadline: number, responsible: number, examiner: number) =>
        create({ id_cause: listCause, title, what: `${title}: what`, deadline: dayFromToday(deadline), id_responsible: responsible, id_examiner: examiner });
      ids = {
        mineSoon: (await planned('Heat the glue', 10, people.responsible.id, people.examiner.id)).id_action,
        othersSoon: (await planned('Clean the rollers; "all" of them', 3, people.applicator.id, people.manager.id)).id_action,
        othersLate: (await planned('Calibrate the scale', -5, people.applicator.id, people.manager.id)).id_action,
        mineLater: (await planned('Train the crew', 20, people.responsible.id, people.manager.id)).id_action,
      };
      await setRow(ids.othersSoon, { status: 'in-progress' });
    });

    const list = async (by: Caller, query: Record<string, string> = {}) => {
      const answer = await suite.api.get(paths.list, { ...by, query: { id_effect: String(listEffect), ...query } });
      expect(answer.status, answer.text).toBe(200);
      return {
        ids: (answer.body.data as { id_action: number }[]).map((action) => action.id_action),
        total: answer.body.total as number,
        rows: answer.body.data,
      };
    };

    it('puts the caller’s own actions first, then orders by deadline', async () => {
      expect((await list(as('responsible'))).ids).toEqual([ids.mineSoon, ids.mineLater, ids.othersLate, ids.othersSoon]);
      expect((await list(as('applicator'))).ids).toEqual([ids.othersLate, ids.othersSoon, ids.mineSoon, ids.mineLater]);
      expect((await list(as('examiner'))).ids).toEqual([ids.mineSoon, ids.othersLate, ids.othersSoon, ids.mineLater]);
      const [first] = (await list(as('responsible'))).rows;
      expect(first).toMatchObject({ effect_description: 'Labeller jams', cause_description: 'Glue too cold', origin: 'machine', roles: ['responsible'] });
    });

    it('filters by status, time status, mine and text, a page at a time', async () => {
      expect((await list(as('responsible'), { status: 'in-progress' })).ids).toEqual([ids.othersSoon]);
      expect((await list(as('responsible'), { time_status: 'late' })).ids).toEqual([ids.othersLate]);
      expect((await list(as('responsible'), { time_status: 'on-time' })).ids).toEqual([ids.mineSoon, ids.mineLater, ids.othersSoon]);
      expect((await list(as('responsible'), { mine: 'true' })).ids).toEqual([ids.mineSoon, ids.mineLater]);
      expect((await list(as('responsible'), { q: 'CALIB' })).ids).toEqual([ids.othersLate]);
      expect((await list(as('responsible'), { q: 'glue: what' })).ids).toEqual([ids.mineSoon]);
      expect((await list(as('responsible'), { q: '%' })).ids).toEqual([]);
      expect(await list(as('responsible'), { page: '2', perPage: '3' })).toMatchObject({ ids: [ids.othersSoon], total: 4 });
      const all = await suite.api.get(paths.list, as('responsible'));
      expect(all.body.total).toBeGreaterThan(4);
      const south = await suite.api.get(paths.list, { ...suite.admin(suite.demo.south), query: { id_effect: String(listEffect) } });
      expect(south.body).toEqual({ data: [], total: 0 });
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [
        { status: 'done' },
        { time_status: 'soon' },
        { mine: 'yes' },
        { id_effect: 'x' },
        { page: '0' },
        { perPage: '101' },
        { q: 'x'.repeat(201) },
      ]) {
        const answer = await suite.api.get(paths.list, { ...as('responsible'), query });
        expect(answer.status, JSON.stringify(query)).toBe(400);
        expect(Object.keys(answer.body.error.fields)).toEqual(Object.keys(query));
      }
    });

    it('exports CSV with a byte order mark, `;` in Portuguese and Spanish, `,` in English', async () => {
      const pt = await suite.api.get(paths.export, { ...as('responsible'), query: { id_effect: String(listEffect), locale: 'pt-BR' } });
      expect(pt.status).toBe(200);
      expect(pt.headers['content-type']).toMatch(/^text\/csv/);
      expect(pt.headers['content-disposition']).toMatch(/^attachment/);
      const lines = pt.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(pt.text.charCodeAt(0)).toBe(0xfeff);
      expect(lines[0]).toBe(
        'id_action;title;what;why;where;how;how_much;planned_time;spent_time;deadline;responsible;examiner;status;time_status;approval;conclusion_date;verification_status;verification_date;effect;cause;origin',
      );
      expect(lines).toHaveLength(5);
      expect(lines[1]!.startsWith(`${ids.mineSoon};Heat the glue;`)).toBe(true);
      expect(lines.find((line) => line.startsWith(`${ids.othersSoon};`))).toContain(';"Clean the rollers; ""all"" of them";');
      const en = await suite.api.get(paths.export, {
        ...as('responsible'),
        headers: { ...as('responsible').headers, 'accept-language': 'en-US,en;q=0.9' },
        query: { ids: `${ids.othersLate},${ids.mineLater}` },
      });
      const enLines = en.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(enLines[0]!.startsWith('id_action,title,what,')).toBe(true);
      expect(enLines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids.mineLater, ids.othersLate]);
      expect(enLines[2]).toContain(',late,');
      const es = await suite.api.get(paths.export, {
        ...as('responsible'),
        headers: { ...as('responsible').headers, 'accept-language': 'es-ES' },
        query: { ids: String(ids.othersLate) },
      });
      expect(es.text).toContain('id_action;title;');
      expect((await suite.api.get(paths.export, { ...as('responsible'), query: { ids: '1,x' } })).status).toBe(400);
    });
  });

  describe('records of other units, history and bad input', () => {
    it('answers 404 effectNotFound for an action of another unit’s effect, and 404 for no action', async () => {
      const southAdmin = { token: suite.demo.admin, headers: atUnit(suite.demo.south) };
      const south = await suite.api.post(paths.create, { ...body(), id_cause: southCause, id_responsible: adminId, id_examiner: adminId }, southAdmin);
      expect(south.status, south.text).toBe(200);
      const id = south.body.data.id_action as number;
      for (const answer of [
        await suite.api.get(paths.history(id), suite.admin()),
        await suite.api.post(paths.command(id), { version: 1, command: 'start' }, suite.admin()),
        await suite.api.put(paths.update(id), { version: 1, title: 'x' }, suite.admin()),
        await suite.api.post(paths.verify(id), { version: 1, date: dayFromToday(0), status: 'effective' }, suite.admin()),
        await suite.api.post(paths.duplicate(id), { version: 1 }, suite.admin()),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.message).toBe('rootCause.messages.effectNotFound');
      }
      expect((await suite.api.get(paths.history(id), southAdmin)).body.data.map((entry: { action: string }) => entry.action)).toEqual(['created']);
      for (const missing of ['2000000000', '99999999999', 'abc', '0']) {
        const answer = await suite.api.get(`RCA/queries/actions/${missing}/history`, suite.admin());
        expect(answer.status, missing).toBe(404);
        expect(answer.body.error.message).toBe('global.error.messages.notFound');
      }
    });

    it('two simultaneous commands on one version: one 200, one 409', async () => {
      const id = await actionIn();
      const answers = await Promise.all([
        suite.api.post(paths.command(id), { version: 1, command: 'start' }, as('responsible')),
        suite.api.post(paths.command(id), { version: 1, command: 'cancel' }, as('manager')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await versionOf(id)).toBe(2);
      expect(await historyOf(id)).toHaveLength(2);
    });

    it('never answers 500 to bad input', async () => {
      const id = await actionIn();
      const attempts: [string, string, unknown][] = [
        ['POST', paths.create, null],
        ['POST', paths.create, []],
        ['POST', paths.create, { ...body(), id_cause: 1e20 }],
        ['POST', paths.create, { ...body(), how_much: 1e300 }],
        ['POST', paths.create, { ...body(), deadline: '0000-00-00' }],
        ['PUT', paths.update(id), { version: 'one' }],
        ['PUT', paths.update(id), { version: 1, title: { text: 'x' } }],
        ['POST', paths.command(id), { version: 1, command: 'explode' }],
        ['POST', paths.command(id), { version: 0, command: 'start' }],
        ['POST', paths.command(id), { version: 1, command: 'finish', conclusion_date: 'yesterday' }],
        ['POST', paths.command(id), { version: 1, command: 'approve', password: 'x'.repeat(2000) }],
        ['POST', paths.verify(id), { version: 1, status: 'great' }],
        ['POST', paths.verify(id), { version: 1, date: '2026-02-31', status: 'effective' }],
        ['POST', paths.duplicate(id), {}],
        ['POST', paths.duplicate(id), { version: 2_147_483_648 }],
      ];
      for (const [method, path, payload] of attempts) {
        const answer = await suite.api.call(method, path, payload, as('applicator'));
        expect(answer.status, `${method} ${path} ${JSON.stringify(payload)}: ${answer.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path} ${JSON.stringify(payload)}: ${answer.text}`).toBeLessThan(500);
      }
      expect(await versionOf(id)).toBe(1);
    });
  });
});
