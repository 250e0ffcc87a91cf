import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateCard, runSpcEvaluation, cardOfRow } from '../../src/server/modules/spc/evaluate-cards.js';
import { adminAt, createAlert, createGroup } from './alerts-fixtures.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { personWith, type Person } from './helpers/user-fixtures.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 3, 1, 6);
const at = (minute: number) => START + minute * MINUTE;
/** When the tests' job runs: after the last planted point. */
const NOW = at(60);
const paths = {
  tags: 'MES/entities/MESTAG',
  ruleSets: 'SPC/entities/RULESET',
  cards: 'SPC/entities/CARD',
  diagnostics: 'SPC/entities/DIAGNOSTIC',
  actions: 'SPC/entities/CORRECTIVEACTION',
  write: 'MES/actions/writeValues',
  violations: 'SPC/queries/violations',
  history: (id: number) => `SPC/queries/violations/${id}/history`,
  treat: 'SPC/actions/treat',
  overview: 'SPC/queries/overview',
  production: 'SPC/queries/production',
};

/**
 * An I-MR card with given limits (center 100, 94–106, K 3: sigma 2) and rules 1 and 2 over 40 minutes that
 * alternate 100.5 / 99.5 around the center, except a 120 at minute 10 (rule 1: beyond 3 sigma) and nine 101s at
 * minutes 20–28 (rule 2: nine in a row on one side, flagged at the ninth; Nelson 1984).
 */
const planted = (minute: number) => (minute === 10 ? 120 : minute >= 20 && minute <= 28 ? 101 : minute % 2 === 0 ? 100.5 : 99.5);
const expected = [
  { rule: 2, point_ms: at(28), value: 101 },
  { rule: 1, point_ms: at(10), value: 120 },
];

/** SPC violations (statistical-control README, Violations and Routes): the job, treatment, lists, overview and production. */
describe.each(dialects)('SPC violations (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const db = () => suite.server.app.database.db;
  let reader: Person;
  let card: number;
  let quiet: number;
  let alert: number;
  let diagnostic: number;
  let action: number;
  let inactiveAction: number;
  let southDiagnostic: number;

  const created = async (path: string, body: Record<string, unknown>, unit?: number) => {
    const answer = await suite.api.post(path, body, admin(unit));
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return answer.body.data;
  };
  const write = async (code: string, points: { ts: number; value: number }[]) => {
    const answer = await suite.api.post(paths.write, { values: points.map((p) => ({ tag: code, ts: new Date(p.ts).toISOString(), value: p.value })) }, admin());
    expect(answer.status).toBe(200);
    expect(answer.body.data.stored).toBe(points.length);
  };
  const storedOf = async (id_card: number) =>
    (await db().selectFrom('spc_violation').selectAll().where('id_card', '=', id_card).orderBy('point_ms', 'desc').execute()).map((row) => ({
      id: Number(row.id_violation),
      rule: Number(row.rule),
      point_ms: Number(row.point_ms),
      value: Number(row.value),
      status: row.status,
      version: Number(row.version),
    }));
  const rowCount = async (table: string) =>
    Number(
      (await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst())!.n,
    );
  const movements = async () =>
    (await db().selectFrom('ale_movimento').select(['raise_key', 'mov_msg_alerta']).where('id_alerta', '=', alert).orderBy('raise_key').execute()).map(
      (row) => ({
        key: row.raise_key,
        message: row.mov_msg_alerta,
      }),
    );
  const cardRecord = async (id: number) => cardOfRow((await db().selectFrom('spc_cards').selectAll().where('id_card', '=', id).executeTakeFirst())!);
  const treat = (body: Record<string, unknown>, as = admin()) => suite.api.post(paths.treat, body, as);

  beforeAll(async () => {
    reader = await personWith(suite.api, suite.demo, 'spcreader', [{ menu_id: 'statistical-control.management', read: true, create: true }]);
    const tag = (await created(paths.tags, { code: 'SPCV_FILL', active: true, spec_low: 90, spec_high: 110 })).id_tag;
    const recentTag = (await created(paths.tags, { code: 'SPCV_LIVE', active: true })).id_tag;
    const ruleSet = (await created(paths.ruleSets, { name: 'Violations', rules: [1, 2], tags: [tag, recentTag] })).id_rule_set;
    const group = await createGroup(suite.api, adminAt(suite.demo), 'SPC crew', [reader.id]);
    alert = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Out of control', ale_msg: '{card} {rule} at {value}', id_grupoalerta: group });
    const limits = { valid_from: '2026-01-01', center: 100, lcl: 94, ucl: 106 };
    const imr = { chart_type: 'i-mr', sampling: 'subgroup', subgroup_size: 1, id_rule_set: ruleSet, k_factor: 3, revisions: [limits] };
    card = (await created(paths.cards, { ...imr, code: 'SPCV-01', description: 'Fill', id_tag: tag, id_alerta: alert })).id_card;
    quiet = (await created(paths.cards, { ...imr, code: 'SPCV-02', id_tag: recentTag })).id_card;
    diagnostic = (await created(paths.diagnostics, { code: 'D1', description: 'Worn nozzle' })).id_diagnostic;
    action = (await created(paths.actions, { code: 'A1', description: 'Nozzle replaced' })).id_corrective_action;
    inactiveAction = (await created(paths.actions, { code: 'A0', description: 'Retired action', active: false })).id_corrective_action;
    southDiagnostic = (await created(paths.diagnostics, { code: 'DS', description: 'South only' }, suite.demo.south)).id_diagnostic;
    await write(
      'SPCV_FILL',
      Array.from({ length: 40 }, (_, minute) => ({ ts: at(minute), value: planted(minute) })),
    );
  });

  describe('evaluation job', () => {
    it('stores each planted violation once with its detected history row, and raises the card alert for each', async () => {
      const summary = await runSpcEvaluation({ db: db() }, { now: NOW });
      expect(summary.failed).toBe(0);
      expect(summary.added).toBeGreaterThanOrEqual(2);
      expect((await storedOf(card)).map(({ rule, point_ms, value, status, version }) => ({ rule, point_ms, value, status, version }))).toEqual(
        expected.map((violation) => ({ ...violation, status: 'open', version: 1 })),
      );
      const [second, first] = await storedOf(card);
      const history = await suite.api.get(paths.history(first!.id), admin());
      expect(history.status).toBe(200);
      expect(history.body.data).toEqual([
        {
          id_violation_history: expect.any(Number),
          at: new Date(NOW).toISOString(),
          user: null,
          action: 'detected',
          changes: { after: { status: 'open', rule: 1, value: 120 } },
        },
      ]);
      expect(await movements()).toEqual([
        { key: `spc:${card}:1:${at(10)}`, message: 'SPCV-01 R1 at 120' },
        { key: `spc:${card}:2:${at(28)}`, message: 'SPCV-01 R2 at 101' },
      ]);
      expect(second!.point_ms).toBe(at(28));
      const state = await db().selectFrom('spc_card_state').selectAll().where('id_card', '=', card).executeTakeFirst();
      expect({ until: Number(state!.evaluated_until_ms), run: Number(state!.last_run_ms) }).toEqual({ until: at(39), run: NOW });
    });

    it('changes nothing when it runs again, a minute or a day later', async () => {
      const before = { violations: await rowCount('spc_violation'), history: await rowCount('spc_violation_history'), movements: await movements() };
      for (const now of [NOW, NOW + MINUTE, NOW + 24 * 60 * MINUTE]) {
        expect(await evaluateCard({ db: db() }, await cardRecord(card), now)).toEqual({ added: 0, raised: 0 });
      }
      expect({ violations: await rowCount('spc_violation'), history: await rowCount('spc_violation_history'), movements: await movements() }).toEqual(before);
    });

    it('finds a violation written after the last run, and leaves an inactive card alone', async () => {
      await write('SPCV_FILL', [{ ts: at(45), value: 80 }]);
      expect(await evaluateCard({ db: db() }, await cardRecord(card), at(50))).toEqual({ added: 1, raised: 1 });
      expect((await storedOf(card))[0]).toMatchObject({ rule: 1, point_ms: at(45), value: 80 });
      const retired = (await created(paths.cards, { ...(await cardRecord(card)), id_card: undefined, id_elemento: undefined, code: 'SPCV-OFF', active: false }))
        .id_card;
      await runSpcEvaluation({ db: db() }, { now: NOW });
      expect(await storedOf(retired)).toEqual([]);
    });

    it('is registered with the jobs module', async () => {
      const jobs = await suite.api.get('SYS/queries/jobs', admin());
      expect(jobs.body.data.map((job: { name: string }) => job.name)).toContain('spc-evaluation');
    });
  });

  describe('treatment', () => {
    const violationOf = async (rule: number) => (await storedOf(card)).find((violation) => violation.rule === rule && violation.point_ms !== at(45))!;

    it('needs update on the management page (403), read is not enough', async () => {
      const target = await violationOf(1);
      const body = { id_violation: target.id, version: target.version, id_diagnostic: diagnostic, id_corrective_action: action };
      expect((await suite.api.get(paths.violations, reader.at)).status).toBe(200);
      expect((await treat(body, reader.at)).status).toBe(403);
    });

    it("answers 404 for another unit's violation and for an id that names none", async () => {
      const target = await violationOf(1);
      const body = { id_violation: target.id, version: target.version, id_diagnostic: southDiagnostic, id_corrective_action: action };
      expect((await treat(body, admin(suite.demo.south))).status).toBe(404);
      expect((await treat({ ...body, id_violation: 2_000_000_000 })).status).toBe(404);
      expect((await suite.api.get(paths.history(target.id), admin(suite.demo.south))).status).toBe(404);
      expect((await suite.api.get(paths.history(0), admin())).status).toBe(404);
    });

    it("refuses another unit's diagnostic, an inactive action and a long comment under their fields", async () => {
      const target = await violationOf(1);
      const answer = await treat({
        id_violation: target.id,
        version: target.version,
        id_diagnostic: southDiagnostic,
        id_corrective_action: inactiveAction,
        comment: 'x'.repeat(2001),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'VALIDATION',
        fields: {
          id_diagnostic: { key: 'validation.referenceNotFound' },
          id_corrective_action: { key: 'spc.errors.inactiveCatalogue' },
          comment: { key: 'global.labels.maxLengthExceeded', args: { max: 2000 } },
        },
      });
      const missing = await treat({ id_violation: target.id, version: target.version });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.error.fields).sort()).toEqual(['id_corrective_action', 'id_diagnostic']);
      expect(await violationOf(1)).toEqual(target);
    });

    it('treats with a trimmed comment, writes the treated history row, and refuses the stale version (409)', async () => {
      const target = await violationOf(1);
      const body = { id_violation: target.id, version: target.version, id_diagnostic: diagnostic, id_corrective_action: action, comment: '  Nozzle clogged  ' };
      const answer = await treat(body);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id_violation: target.id,
        card_code: 'SPCV-01',
        tag_code: 'SPCV_FILL',
        rule: 1,
        point_at: new Date(at(10)).toISOString(),
        status: 'treated',
        diagnostic: 'Worn nozzle',
        corrective_action: 'Nozzle replaced',
        comment: 'Nozzle clogged',
        treated_by: expect.any(String),
        version: target.version + 1,
      });
      const stale = await treat(body);
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe('spc.errors.stateChanged');
      const correction = await treat({ ...body, version: target.version + 1, comment: '' });
      expect(correction.status).toBe(200);
      expect(correction.body.data).toMatchObject({ comment: null, version: target.version + 2 });
      const history = (await suite.api.get(paths.history(target.id), admin())).body.data;
      expect(history.map((row: { action: string }) => row.action)).toEqual(['detected', 'treated', 'treated']);
      const treated = {
        status: 'treated',
        id_diagnostic: diagnostic,
        diagnostic: 'Worn nozzle',
        id_corrective_action: action,
        corrective_action: 'Nozzle replaced',
      };
      expect(history[1]).toMatchObject({
        user: answer.body.data.treated_by,
        changes: {
          before: { status: 'open', id_diagnostic: null, diagnostic: null, id_corrective_action: null, corrective_action: null, comment: null },
          after: { ...treated, comment: 'Nozzle clogged' },
        },
      });
      expect(history[2].changes).toEqual({ before: { ...treated, comment: 'Nozzle clogged' }, after: { ...treated, comment: null } });
    });

    it('lets exactly one of two simultaneous treatments with the same version through', async () => {
      const target = await violationOf(2);
      const body = { id_violation: target.id, version: target.version, id_diagnostic: diagnostic, id_corrective_action: action };
      const answers = await Promise.all([treat({ ...body, comment: 'first' }), treat({ ...body, comment: 'second' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const history = (await suite.api.get(paths.history(target.id), admin())).body.data;
      expect(history.map((row: { action: string }) => row.action)).toEqual(['detected', 'treated']);
      expect((await violationOf(2)).version).toBe(target.version + 1);
    });
  });

  describe('violations list', () => {
    const list = async (query: Record<string, string | number>) => {
      const answer = await suite.api.get(`${paths.violations}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, admin());
      expect(answer.status).toBe(200);
      return answer.body as { data: { id_violation: number; rule: number; point_ms: number; status: string; analysis: unknown }[]; total: number };
    };

    it('filters by card, status, rule and point time, newest point first, a page at a time', async () => {
      const all = await list({ id_card: card });
      expect(all.data.map((row) => [row.rule, row.point_ms, row.status])).toEqual([
        [1, at(45), 'open'],
        [2, at(28), 'treated'],
        [1, at(10), 'treated'],
      ]);
      expect(all.total).toBe(3);
      expect((await list({ id_card: card, status: 'open' })).data.map((row) => row.point_ms)).toEqual([at(45)]);
      expect((await list({ id_card: card, rule: 2 })).data.map((row) => row.point_ms)).toEqual([at(28)]);
      const period = { id_card: card, from: new Date(at(10)).toISOString(), to: new Date(at(28)).toISOString() };
      expect((await list(period)).data.map((row) => row.point_ms)).toEqual([at(10)]);
      const second = await list({ id_card: card, page: 2, perPage: 2 });
      expect({ points: second.data.map((row) => row.point_ms), total: second.total }).toEqual({ points: [at(10)], total: 3 });
    });

    it('tells the root-cause analysis of each violation that has one, null otherwise', async () => {
      const [newest, analysed] = (await list({ id_card: card })).data;
      const adminId = Number((await db().selectFrom('usuario').select('id_usuario').where('usu_login', '=', 'admin').executeTakeFirstOrThrow()).id_usuario);
      const effect = await db()
        .insertInto('rca_effect')
        .values({
          id_elemento: suite.demo.north,
          description: 'Fill weight over the limit',
          form: 'spc',
          status: 'in-analysis',
          id_violation: analysed!.id_violation,
          ...Object.fromEntries(['id_responsible', 'id_examiner', 'id_manager', 'created_by'].map((column) => [column, adminId])),
          team: '[]',
          occurred_at: NOW,
          version: 1,
          created_at: NOW,
          updated_at: NOW,
        })
        .returning('id_effect')
        .executeTakeFirstOrThrow();
      const rows = (await list({ id_card: card })).data;
      expect(rows.find((row) => row.id_violation === analysed!.id_violation)!.analysis).toEqual({ id_effect: Number(effect.id_effect), status: 'in-analysis' });
      expect(rows.find((row) => row.id_violation === newest!.id_violation)!.analysis).toBeNull();
    });

    it("shows only the selected unit's violations", async () => {
      const south = await suite.api.get(`${paths.violations}?id_card=${card}`, admin(suite.demo.south));
      expect(south.body).toEqual({ data: [], total: 0 });
    });

    it('refuses bad filters under their names, never 500', async () => {
      const answer = await suite.api.get(`${paths.violations}?status=closed&rule=9&perPage=101&page=0&from=yesterday&id_card=x`, admin());
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields).sort()).toEqual(['from', 'id_card', 'page', 'perPage', 'rule', 'status']);
      const inverted = await suite.api.get(`${paths.violations}?from=${new Date(at(10)).toISOString()}&to=${new Date(at(0)).toISOString()}`, admin());
      expect(inverted.body.error.fields).toEqual({ to: { key: 'series.errors.range' } });
    });
  });

  describe('overview and production', () => {
    it('answers per card its latest point, state, violations per rule, open ones and weekly capability', async () => {
      const answer = await suite.api.get(`${paths.overview}?from=${new Date(at(-24 * 60)).toISOString()}&to=${new Date(at(24 * 60)).toISOString()}`, admin());
      expect(answer.status).toBe(200);
      const row = answer.body.data.cards.find((entry: { id_card: number }) => entry.id_card === card);
      expect(row).toMatchObject({
        code: 'SPCV-01',
        description: 'Fill',
        tag_code: 'SPCV_FILL',
        chart: 'i-mr',
        active: true,
        latest: { t: at(45), value: 80, rules: [1] },
        state: 'violation',
        violations: { '1': 2, '2': 1 },
        open: 1,
      });
      expect(row.cpk).toBeGreaterThan(0);
      expect(row.capability.length).toBeGreaterThanOrEqual(1);
      for (const week of row.capability) expect(week.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const quietRow = answer.body.data.cards.find((entry: { id_card: number }) => entry.id_card === quiet);
      expect(quietRow).toMatchObject({ latest: null, state: 'noData', violations: {}, open: 0, cpk: null });
    });

    it('refuses a period over 400 days and needs read on an SPC page', async () => {
      const long = await suite.api.get(`${paths.overview}?from=2025-01-01T00:00:00Z&to=2026-03-01T00:00:00Z`, admin());
      expect(long.status).toBe(400);
      expect(long.body.error.fields.to.key).toBe('spc.errors.periodTooLong');
      const nobody = await personWith(suite.api, suite.demo, 'spcnobody', []);
      for (const path of [paths.overview, paths.production, paths.violations]) expect((await suite.api.get(path, nobody.at)).status).toBe(403);
    });

    it("charts each active card's last 50 subgroups with its newest violations", async () => {
      const now = Date.now();
      await write(
        'SPCV_LIVE',
        Array.from({ length: 80 }, (_, i) => ({ ts: now - (80 - i) * MINUTE, value: i % 2 === 0 ? 100.5 : 99.5 })),
      );
      const answer = await suite.api.get(paths.production, admin());
      expect(answer.status).toBe(200);
      expect(Date.parse(answer.body.data.refreshedAt)).toBeGreaterThanOrEqual(now);
      const cards = answer.body.data.cards as {
        id_card: number;
        code: string;
        chart: { total: number; points: { i: number; value: number }[] };
        violations: unknown[];
      }[];
      expect(cards.map((entry) => entry.code)).toEqual(expect.arrayContaining(['SPCV-01', 'SPCV-02']));
      expect(cards.map((entry) => entry.code)).not.toContain('SPCV-OFF');
      const live = cards.find((entry) => entry.id_card === quiet)!;
      expect(live.chart.total).toBe(80);
      expect(live.chart.points.map((point) => point.i)).toEqual(Array.from({ length: 50 }, (_, i) => 30 + i));
      const fill = cards.find((entry) => entry.id_card === card)!;
      expect(fill.chart.points).toEqual([]);
      expect(fill.violations).toEqual([
        { id_violation: expect.any(Number), rule: 1, point_ms: at(45), point_at: new Date(at(45)).toISOString(), value: 80, status: 'open' },
        { id_violation: expect.any(Number), rule: 2, point_ms: at(28), point_at: new Date(at(28)).toISOString(), value: 101, status: 'treated' },
        { id_violation: expect.any(Number), rule: 1, point_ms: at(10), point_at: new Date(at(10)).toISOString(), value: 120, status: 'treated' },
      ]);
    });
  });
});
