import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { insertStop } from '../../src/server/modules/equipment-stops/stop-repository.js';
import { runStopIntegration } from '../../src/server/modules/equipment-stops/stop-integration-job.js';
import { paths } from './helpers/demo.js';
import { complementaryTypes, frames, motives, userGroups } from './helpers/event-manager-paths.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const stops = 'EM/actions/stops';
const queries = 'EM/queries/stops';
const menus = {
  stoppingPoint: 'equipment-management.stopping-point',
  approveStop: 'equipment-management.approve-stop',
  consistency: 'consistency.equipment-stopping',
  stoppingChart: 'equipment-management.stopping-chart',
};
const MIN = 60_000;
const refusal = (message: string, fields?: Record<string, unknown>) => ({ error: expect.objectContaining({ message, ...(fields ? { fields } : {}) }) });
const stopsKey = (name: string) => `equipmentStops.errors.${name}`;

/** A local integration endpoint: 200 at /ok, 500 at /fail; keeps the JSON bodies it received. */
async function integrationEndpoint(): Promise<{ server: Server; url: string; received: { path: string; body: Record<string, unknown> }[] }> {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(request.url === '/ok' ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** Stops (README.md, Stops and Routes): every route, rule and refusal, concurrency and the integration job. */
describe.each(dialects)('equipment stops (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const operator = (): Caller => ({ token: suite.demo.operator, headers: { 'id-element': String(suite.demo.north) } });
  let http: HttpClient;
  let endpoint: Awaited<ReturnType<typeof integrationEndpoint>>;
  let clerk: Person;
  let approver: Person;
  let viewer: Person;
  let jam: number;
  let electrical: number;
  let note: number;
  let shift: number;
  let quantity: number;
  let frameA: number;
  let frameB: number;
  let frameFail: number;
  let southStop: number;
  // Each test takes its own hours, far in the past, so stops never overlap across tests.
  let hour = 0;
  const nextHour = () => Date.UTC(2025, 0, 1) + ++hour * 60 * MIN;
  const iso = (ms: number) => new Date(ms).toISOString();

  const post = async (path: string, body: Record<string, unknown>, caller: Caller = admin()) => {
    const response = await suite.api.post(path, body, caller);
    expect(response.status, response.text).toBe(200);
    return response.body.data as Record<string, unknown>;
  };
  let openFrames = 0;
  /** An open stop lasts up to forever: it gets a frame of its own (no motive or complement rules) unless told. */
  const frameForOpenStop = async () => Number((await post(frames, { code: `OPEN-${++openFrames}`, description: `Open stops ${openFrames}` })).id_frame);
  const manualStop = async (values: Record<string, unknown> = {}, caller: Caller = admin()) => {
    const start = nextHour();
    if (values.end === null && values.id_frame === undefined) values = { id_frame: await frameForOpenStop(), complements: {}, ...values };
    const response = await suite.api.post(
      stops,
      { id_frame: frameA, start: iso(start), end: iso(start + 10 * MIN), id_motive: jam, complements: { [note]: 'jammed' }, ...values },
      caller,
    );
    expect(response.status, response.text).toBe(200);
    return response.body.data as { id_stop: number; version: number; start: string; end: string | null; [field: string]: unknown };
  };
  const automaticStop = async (idFrame: number, values: { end?: number | null; id_motive?: number | null; unit?: number } = {}) => {
    const start = nextHour();
    const database = suite.server.app.database;
    return insertStop(
      database.db,
      database.dialect,
      {
        id_elemento: values.unit ?? suite.demo.north,
        id_frame: idFrame,
        start_ms: start,
        end_ms: values.end === undefined ? start + 20 * MIN : values.end,
        origin: 'automatic',
        status: values.end === null ? 'open' : 'finished',
        id_motive: values.id_motive ?? null,
      },
      1,
      Date.now(),
    );
  };
  const readStop = async (id: number, caller: Caller = admin()) => {
    const list = await suite.api.get(queries, { ...caller, query: { from: '2024-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' } });
    expect(list.status, list.text).toBe(200);
    return (list.body.data as { id_stop: number; [field: string]: unknown }[]).find((stop) => stop.id_stop === id);
  };
  const historyOf = async (id: number) => {
    const response = await suite.api.get(`${queries}/${id}/history`, admin());
    expect(response.status, response.text).toBe(200);
    return response.body.data as {
      action: string;
      user: string | null;
      changes: { before?: object; after?: object } | null;
      comment: string | null;
      signed: boolean;
    }[];
  };
  const decide = (ids: number[], decision: 'approve' | 'reprove', caller: Caller = admin(), extra: Record<string, unknown> = {}) =>
    suite.api.post(`${stops}/approve`, { ids, decision, password: demoPasswords.admin, ...extra }, caller);

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
    endpoint = await integrationEndpoint();
    const pages = [menus.stoppingPoint, menus.approveStop, menus.consistency];
    clerk = await regularUser(suite.api, suite.demo, 'stopclerk', pages);
    approver = await regularUser(suite.api, suite.demo, 'stopapprover', pages);
    viewer = await regularUser(suite.api, suite.demo, 'stopviewer', [menus.stoppingChart]);
    const mech = Number((await suite.api.get(paths.motiveGroups, { ...admin(), query: { filter: { code: 'MECH' } } })).body.data[0].id_motive_group);
    const elec = Number((await post(paths.motiveGroups, { code: 'ELEC', description: 'Electrical stops' })).id_motive_group);
    jam = Number((await post(motives, { code: 'JAM', description: 'Jam', id_motive_group: mech, loss_category: 'availability', color: '#aa0000' })).id_motive);
    electrical = Number((await post(motives, { code: 'FUSE', description: 'Fuse', id_motive_group: elec, loss_category: 'availability' })).id_motive);
    note = Number((await post(complementaryTypes, { code: 'NOTE', description: 'Note', field_type: 'text', required: true })).id_complementary_type);
    shift = Number((await post(complementaryTypes, { code: 'SHIFT', description: 'Shift', field_type: 'choice', options: ['A', 'B'] })).id_complementary_type);
    quantity = Number((await post(complementaryTypes, { code: 'QTY', description: 'Quantity', field_type: 'number' })).id_complementary_type);
    const clerks = Number((await post(userGroups, { gru_descri: 'Stop clerks', users: [clerk.id] })).id_grupo_usuario);
    frameA = Number(
      (
        await post(frames, {
          code: 'STOPS-A',
          description: 'Line A stops',
          motive_required: true,
          annulment_allowed: true,
          motive_groups: [mech],
          complementary_types: [note, shift, quantity],
        })
      ).id_frame,
    );
    frameB = Number(
      (
        await post(frames, {
          code: 'STOPS-B',
          description: 'Line B stops',
          annulment_allowed: false,
          recorder_groups: [clerks],
          approvers: [approver.id],
          integration_url: `${endpoint.url}/ok`,
        })
      ).id_frame,
    );
    frameFail = Number((await post(frames, { code: 'STOPS-C', description: 'Line C stops', integration_url: `${endpoint.url}/fail` })).id_frame);
    const southFrame = Number((await post(frames, { code: 'STOPS-S', description: 'South stops' }, admin(suite.demo.south))).id_frame);
    southStop = await automaticStop(southFrame, { unit: suite.demo.south });
  });

  afterAll(() => new Promise<void>((resolve) => (endpoint ? endpoint.server.close(() => resolve()) : resolve())));

  it('records a manual stop, lists it with its motive and tells who created it', async () => {
    const created = await manualStop({ comment: 'belt', complements: { [note]: 'belt jam', [shift]: 'A', [quantity]: 3 } });
    expect(created).toMatchObject({
      id_frame: frameA,
      origin: 'manual',
      status: 'finished',
      consistency: 'notApproved',
      reproved: false,
      durationMs: 10 * MIN,
      id_motive: jam,
      motive: { id_motive: jam, code: 'JAM', loss_category: 'availability', color: '#aa0000' },
      comment: 'belt',
      complements: { [note]: 'belt jam', [shift]: 'A', [quantity]: 3 },
      version: 1,
      split_from: null,
    });
    expect(await readStop(created.id_stop)).toEqual(created);
    const history = await historyOf(created.id_stop);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', user: 'Administrator', signed: false, changes: { after: { start: created.start, id_motive: jam } } });
    // An open stop (no end) lasts up to now.
    const open = await manualStop({ end: null });
    expect(open).toMatchObject({ status: 'open', end: null });
    expect(open.durationMs as number).toBeGreaterThan(10 * MIN);
  });

  it('tells the root-cause analysis of each stop that has one, null otherwise', async () => {
    const analysed = await manualStop();
    const other = await manualStop();
    expect(await readStop(analysed.id_stop)).toMatchObject({ analysis: null });
    const db = suite.server.app.database.db;
    const adminId = Number((await db.selectFrom('usuario').select('id_usuario').where('usu_login', '=', 'admin').executeTakeFirstOrThrow()).id_usuario);
    const now = Date.now();
    const effect = await db
      .insertInto('rca_effect')
      .values({
        id_elemento: suite.demo.north,
        description: 'Line A jams',
        form: 'stop',
        status: 'open',
        id_stop: analysed.id_stop,
        ...Object.fromEntries(['id_responsible', 'id_examiner', 'id_manager', 'created_by'].map((column) => [column, adminId])),
        team: '[]',
        occurred_at: now,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id_effect')
      .executeTakeFirstOrThrow();
    expect(await readStop(analysed.id_stop)).toMatchObject({ analysis: { id_effect: Number(effect.id_effect), status: 'open' } });
    expect(await readStop(other.id_stop)).toMatchObject({ analysis: null });
  });

  it('filters the list by period, frame, status and consistency', async () => {
    const created = await manualStop();
    const start = Date.parse(created.start);
    const list = async (query: Record<string, string>) =>
      (
        (await suite.api.get(queries, { ...admin(), query: { from: iso(start - MIN), to: iso(start + MIN), ...query } })).body.data as { id_stop: number }[]
      ).map((stop) => stop.id_stop);
    expect(await list({})).toContain(created.id_stop);
    expect(await list({ idFrame: String(frameA), status: 'finished', consistency: 'notApproved', idMotive: String(jam) })).toContain(created.id_stop);
    expect(await list({ idFrame: String(frameB) })).not.toContain(created.id_stop);
    expect(await list({ status: 'annulled' })).not.toContain(created.id_stop);
    const after = (await suite.api.get(queries, { ...admin(), query: { from: iso(start + 11 * MIN), to: iso(start + 20 * MIN) } })).body.data;
    expect(after.map((stop: { id_stop: number }) => stop.id_stop)).not.toContain(created.id_stop);
    const inverted = await suite.api.get(queries, { ...admin(), query: { from: iso(start), to: iso(start - MIN) } });
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fields).toEqual({ to: { key: stopsKey('periodInverted') } });
    const missing = await suite.api.get(queries, { ...admin(), query: { from: 'yesterday' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['from', 'to']);
  });

  it("refuses a manual stop the frame's rules do not allow, naming the field", async () => {
    const start = nextHour();
    const body = { id_frame: frameA, start: iso(start), end: iso(start + MIN), id_motive: jam, complements: { [note]: 'x' } };
    const refused = async (values: Record<string, unknown>, status = 400) => {
      const response = await suite.api.post(stops, { ...body, ...values }, admin());
      expect(response.status, response.text).toBe(status);
      return response.body;
    };
    expect(await refused({ id_motive: null })).toEqual(refusal(stopsKey('motiveRequired'), { id_motive: { key: stopsKey('motiveRequired') } }));
    expect(await refused({ id_motive: electrical })).toEqual(refusal(stopsKey('motiveNotAllowed'), { id_motive: { key: stopsKey('motiveNotAllowed') } }));
    expect(await refused({ complements: { [shift]: 'C', [quantity]: 'many', 999: 'x' } })).toEqual(
      refusal('global.error.messages.validation', {
        [`complements.${note}`]: { key: 'global.labels.requiredField' },
        [`complements.${shift}`]: { key: 'validation.invalid' },
        [`complements.${quantity}`]: { key: 'validation.number' },
        'complements.999': { key: 'validation.unknownField' },
      }),
    );
    expect(await refused({ end: iso(start) })).toEqual(refusal(stopsKey('endBeforeStart'), { end: { key: stopsKey('endBeforeStart') } }));
    expect((await refused({ comment: 'a\u0000b' })).error.fields).toEqual({ comment: { key: 'validation.nulCharacter' } });
    expect((await refused({ id_frame: 2_147_483_648 })).error.fields).toEqual({ id_frame: { key: 'validation.maxValue', args: { max: 2_147_483_647 } } });
    expect((await refused({ start: 'soon', id_frame: 'A' })).error.fields).toEqual({
      start: { key: 'validation.format.dateTime' },
      id_frame: { key: 'validation.integer' },
    });
    const south = Number((await suite.api.get(frames, { ...admin(suite.demo.south), query: { filter: { code: 'STOPS-S' } } })).body.data[0].id_frame);
    expect((await refused({ id_frame: south })).error.fields).toEqual({ id_frame: { key: 'validation.referenceNotFound' } });
    // Nothing was written.
    const list = await suite.api.get(queries, { ...admin(), query: { from: iso(start), to: iso(start + MIN), idFrame: String(frameA) } });
    expect(list.body.data).toEqual([]);
  });

  it('refuses (409) a manual stop overlapping another one of the frame, and accepts one over an annulled stop', async () => {
    const first = await manualStop();
    const start = Date.parse(first.start);
    const overlapping = { id_frame: frameA, start: iso(start + 5 * MIN), end: iso(start + 15 * MIN), id_motive: jam, complements: { [note]: 'x' } };
    const refused = await suite.api.post(stops, overlapping, admin());
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(refusal(stopsKey('overlap')));
    const sameStart = await suite.api.post(stops, { ...overlapping, start: first.start, end: null }, admin());
    expect(sameStart.status).toBe(409);
    // Another frame may stop at the same time.
    expect((await suite.api.post(stops, { ...overlapping, id_frame: frameFail, complements: {} }, admin())).status).toBe(200);
    expect((await suite.api.post(`${stops}/${first.id_stop}/annul`, { version: 1 }, admin())).status).toBe(200);
    const over = await suite.api.post(stops, overlapping, admin());
    expect(over.status, over.text).toBe(200);
    // Enabling the annulled one again would overlap now.
    const enable = await suite.api.post(`${stops}/${first.id_stop}/enable`, { version: 2 }, admin());
    expect(enable.status).toBe(409);
    expect(enable.body).toEqual(refusal(stopsKey('overlap')));
  });

  it('creates exactly one of several overlapping manual stops sent at once', async () => {
    const start = nextHour();
    const bodies = [0, 1, 2, 3].map((i) => ({
      id_frame: frameA,
      start: iso(start + i * MIN),
      end: iso(start + 30 * MIN),
      id_motive: jam,
      complements: { [note]: 'x' },
    }));
    const responses = await Promise.all(bodies.map((body) => http.post(stops, body, admin())));
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 3 });
  });

  it('lets only page holders read and act, and frame recorders, approvers and annullers act', async () => {
    expect((await suite.api.get(queries, { ...operator(), query: { from: iso(0), to: iso(MIN) } })).status).toBe(403);
    expect((await suite.api.get(queries, { ...viewer.at, query: { from: iso(0), to: iso(MIN) } })).status).toBe(200);
    const start = nextHour();
    const onB = { id_frame: frameB, start: iso(start), end: iso(start + MIN) };
    expect((await suite.api.post(stops, onB, viewer.at)).status).toBe(403);
    expect((await suite.api.post(stops, onB, operator())).status).toBe(403);
    // Frame B lists a group of recorders: the clerk is in it, the approver is not.
    const notRecorder = await suite.api.post(stops, onB, approver.at);
    expect(notRecorder.status).toBe(403);
    expect(notRecorder.body).toEqual(refusal(stopsKey('notRecorder')));
    const created = await suite.api.post(stops, onB, clerk.at);
    expect(created.status, created.text).toBe(200);
    const id = created.body.data.id_stop;
    expect((await suite.api.get(`${queries}/${id}/history`, viewer.at)).status).toBe(200);
    expect((await suite.api.get(`${queries}/${id}/history`, operator())).status).toBe(403);
    expect((await suite.api.put(`${stops}/${id}`, { version: 1, comment: 'x' }, viewer.at)).status).toBe(403);
    expect((await suite.api.post(`${stops}/${id}/annul`, { version: 1 }, viewer.at)).status).toBe(403);
    // Frame A lists nobody: everyone with the page records there.
    expect(
      (await suite.api.post(stops, { id_frame: frameA, start: iso(start), end: iso(start + MIN), id_motive: jam, complements: { [note]: 'x' } }, approver.at))
        .status,
    ).toBe(200);
    // Approving frame B's stops: the listed approver only (and admins).
    const notApprover = await suite.api.post(`${stops}/approve`, { ids: [id], decision: 'approve', password: clerk.password }, clerk.at);
    expect(notApprover.status).toBe(403);
    expect(notApprover.body).toEqual(refusal(stopsKey('notApprover')));
    expect((await suite.api.post(`${stops}/approve`, { ids: [id], decision: 'approve', password: viewer.password }, viewer.at)).status).toBe(403);
    const approved = await suite.api.post(`${stops}/approve`, { ids: [id], decision: 'approve', password: approver.password }, approver.at);
    expect(approved.status, approved.text).toBe(200);
    expect((await suite.api.post(`${stops}/resend`, { ids: [id] }, viewer.at)).status).toBe(403);
  });

  it("answers 404 for another unit's stop and for a stop that does not exist, on every route", async () => {
    for (const id of [southStop, 987654, 'abc', '99999999999']) {
      expect((await suite.api.get(`${queries}/${id}/history`, admin())).status).toBe(404);
      expect((await suite.api.put(`${stops}/${id}`, { version: 1, comment: 'x' }, admin())).status).toBe(404);
      expect((await suite.api.post(`${stops}/${id}/split`, { version: 1, at: iso(nextHour()) }, admin())).status).toBe(404);
      expect((await suite.api.post(`${stops}/${id}/annul`, { version: 1 }, admin())).status).toBe(404);
      expect((await suite.api.post(`${stops}/${id}/enable`, { version: 1 }, admin())).status).toBe(404);
    }
    expect((await decide([southStop], 'approve')).status).toBe(404);
    expect((await suite.api.post(`${stops}/resend`, { ids: [southStop] }, admin())).status).toBe(404);
    expect(await readStop(southStop)).toBeUndefined();
  });

  it('edits a stop nobody approved, with its version, and keeps the before and after in the history', async () => {
    const created = await manualStop();
    const id = created.id_stop;
    const edited = await suite.api.put(
      `${stops}/${id}`,
      { version: 1, comment: 'fixed', end: iso(Date.parse(created.start) + 5 * MIN), complements: { [note]: 'n', [shift]: 'B' } },
      admin(),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      version: 2,
      comment: 'fixed',
      status: 'finished',
      durationMs: 5 * MIN,
      complements: { [note]: 'n', [shift]: 'B' },
    });
    // An open stop that gets an end is finished.
    const open = await manualStop({ end: null });
    const closed = await suite.api.put(`${stops}/${open.id_stop}`, { version: 1, end: iso(Date.parse(open.start) + MIN) }, admin());
    expect(closed.body.data).toMatchObject({ status: 'finished', end: iso(Date.parse(open.start) + MIN), version: 2 });
    expect((await historyOf(open.id_stop))[1]!.changes).toEqual({
      before: { end: null, status: 'open' },
      after: { end: iso(Date.parse(open.start) + MIN), status: 'finished' },
    });
    const stale = await suite.api.put(`${stops}/${id}`, { version: 1, comment: 'late' }, admin());
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(refusal(stopsKey('stateChanged')));
    const history = await historyOf(id);
    expect(history.map((row) => row.action)).toEqual(['created', 'edited']);
    expect(history[1]!.changes).toEqual({
      before: { comment: null, end: created.end, complements: { [note]: 'jammed' } },
      after: { comment: 'fixed', end: iso(Date.parse(created.start) + 5 * MIN), complements: { [note]: 'n', [shift]: 'B' } },
    });
    // Rules of the frame hold on edits too.
    const badMotive = await suite.api.put(`${stops}/${id}`, { version: 2, id_motive: electrical }, admin());
    expect(badMotive.body).toEqual(refusal(stopsKey('motiveNotAllowed'), { id_motive: { key: stopsKey('motiveNotAllowed') } }));
    expect((await suite.api.put(`${stops}/${id}`, { version: 2, id_motive: null }, admin())).body).toEqual(
      refusal(stopsKey('motiveRequired'), expect.anything()),
    );
    expect((await suite.api.put(`${stops}/${id}`, { version: 2, complements: { [note]: '' } }, admin())).body.error.fields).toEqual({
      [`complements.${note}`]: { key: 'global.labels.requiredField' },
    });
    expect((await suite.api.put(`${stops}/${id}`, { version: 'two' }, admin())).body.error.fields).toEqual({ version: { key: 'validation.integer' } });
    expect((await suite.api.put(`${stops}/${id}`, { comment: 'x' }, admin())).body.error.fields).toEqual({ version: { key: 'global.labels.requiredField' } });
    // An automatic stop keeps its times.
    const automatic = await automaticStop(frameA);
    const moved = await suite.api.put(`${stops}/${automatic}`, { version: 1, start: iso(nextHour()) }, admin());
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual({ start: { key: stopsKey('automaticTimes') } });
    const motive = await suite.api.put(`${stops}/${automatic}`, { version: 1, id_motive: jam }, admin());
    expect(motive.status, motive.text).toBe(200);
    expect(motive.body.data).toMatchObject({ id_motive: jam, origin: 'automatic', version: 2 });
  });

  it('splits a stop in one transaction: the first part keeps the stop, the last is a new stop with its own motive', async () => {
    const created = await manualStop();
    const start = Date.parse(created.start);
    const split = (at: number, version = 1, extra: Record<string, unknown> = {}) =>
      suite.api.post(`${stops}/${created.id_stop}/split`, { version, at: iso(at), ...extra }, admin());
    for (const at of [start, start - 1000, start + 10 * MIN]) {
      const outside = await split(at);
      expect(outside.status).toBe(400);
      expect(outside.body).toEqual(refusal(stopsKey('splitOutside'), { at: { key: stopsKey('splitOutside') } }));
    }
    const short = await split(start + 10 * MIN - 1000);
    expect(short.body).toEqual(refusal(stopsKey('lastStopTooShort'), { at: { key: stopsKey('lastStopTooShort') } }));
    expect((await split(start + 4 * MIN, 1, { id_motive: electrical })).body).toEqual(refusal(stopsKey('motiveNotAllowed'), expect.anything()));
    expect((await split(start + 4 * MIN, 7)).status).toBe(409);
    const done = await split(start + 4 * MIN);
    expect(done.status, done.text).toBe(200);
    const { first, last } = done.body.data;
    expect(first).toMatchObject({ id_stop: created.id_stop, start: created.start, end: iso(start + 4 * MIN), durationMs: 4 * MIN, version: 2 });
    expect(last).toMatchObject({ split_from: created.id_stop, start: iso(start + 4 * MIN), end: created.end, durationMs: 6 * MIN, id_motive: jam, version: 1 });
    expect((await historyOf(created.id_stop)).map((row) => row.action)).toEqual(['created', 'split']);
    expect((await historyOf(last.id_stop)).map((row) => row.action)).toEqual(['split']);
    // An open stop splits too: the last part stays open.
    const open = await manualStop({ end: null });
    const openSplit = await suite.api.post(`${stops}/${open.id_stop}/split`, { version: 1, at: iso(Date.parse(open.start) + MIN) }, admin());
    expect(openSplit.status, openSplit.text).toBe(200);
    expect(openSplit.body.data.first).toMatchObject({ status: 'finished' });
    expect(openSplit.body.data.last).toMatchObject({ status: 'open', end: null });
  });

  it('annuls and enables a stop on a frame that allows it, and refuses changing an annulled stop', async () => {
    const created = await manualStop();
    const id = created.id_stop;
    expect((await suite.api.post(`${stops}/${id}/annul`, { version: 1 }, operator())).status).toBe(403);
    const annulled = await suite.api.post(`${stops}/${id}/annul`, { version: 1, comment: 'recorded twice' }, admin());
    expect(annulled.status, annulled.text).toBe(200);
    expect(annulled.body.data).toMatchObject({ status: 'annulled', version: 2 });
    const edit = await suite.api.put(`${stops}/${id}`, { version: 2, comment: 'x' }, admin());
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual(refusal(stopsKey('actionNotAllowed')));
    expect((await suite.api.post(`${stops}/${id}/split`, { version: 2, at: iso(Date.parse(created.start) + MIN) }, admin())).status).toBe(409);
    expect((await decide([id], 'approve')).status).toBe(409);
    expect((await suite.api.post(`${stops}/${id}/annul`, { version: 2 }, admin())).status).toBe(409);
    const enabled = await suite.api.post(`${stops}/${id}/enable`, { version: 2 }, admin());
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.data).toMatchObject({ status: 'finished', version: 3 });
    expect((await suite.api.post(`${stops}/${id}/enable`, { version: 3 }, admin())).status).toBe(409);
    const history = await historyOf(id);
    expect(history.map((row) => [row.action, row.comment])).toEqual([
      ['created', null],
      ['annulled', 'recorded twice'],
      ['enabled', null],
    ]);
    // Frame B does not allow annulment.
    const onB = await automaticStop(frameB);
    const notAllowed = await suite.api.post(`${stops}/${onB}/annul`, { version: 1 }, admin());
    expect(notAllowed.status).toBe(409);
    expect(notAllowed.body).toEqual(refusal(stopsKey('annulmentNotAllowed')));
  });

  it('approves and reproves as an electronic signature, all the stops or none', async () => {
    const one = await manualStop();
    const two = await manualStop();
    const wrong = await decide([one.id_stop], 'approve', admin(), { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(refusal('auth.password.currentWrong', { password: { key: 'auth.password.currentWrong' } }));
    expect((await decide([one.id_stop], 'approve', admin(), { password: undefined })).body.error.fields).toEqual({
      password: { key: 'global.labels.requiredField' },
    });
    expect((await decide([one.id_stop], 'reprove')).body).toEqual(
      refusal(stopsKey('reproveNeedsComment'), { comment: { key: stopsKey('reproveNeedsComment') } }),
    );
    expect((await decide([], 'approve')).body.error.fields).toEqual({ ids: { key: 'validation.minItems', args: { min: 1 } } });
    // An open stop cannot be approved, and the whole batch stays as it was.
    const open = await manualStop({ end: null });
    const batch = await decide([one.id_stop, open.id_stop], 'approve');
    expect(batch.status).toBe(409);
    expect(batch.body).toEqual(refusal(stopsKey('actionNotAllowed')));
    expect(await readStop(one.id_stop)).toMatchObject({ consistency: 'notApproved', version: 1 });
    expect((await historyOf(one.id_stop)).map((row) => row.action)).toEqual(['created']);
    // Versions the approver saw: a stop changed since is refused, and again nothing changes.
    expect((await suite.api.put(`${stops}/${two.id_stop}`, { version: 1, comment: 'changed meanwhile' }, admin())).status).toBe(200);
    const stale = await decide([one.id_stop, two.id_stop], 'approve', admin(), { versions: [1, 1] });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(refusal(stopsKey('stateChanged')));
    expect((await decide([one.id_stop, two.id_stop], 'approve', admin(), { versions: [1] })).body.error.fields).toEqual({
      versions: { key: 'validation.invalid' },
    });
    expect(await readStop(one.id_stop)).toMatchObject({ consistency: 'notApproved', version: 1 });
    // A frame that needs a motive refuses approving a stop without one.
    const noMotive = await automaticStop(frameA);
    expect((await decide([noMotive], 'approve')).body).toEqual(refusal(stopsKey('motiveRequired'), expect.anything()));
    const approved = await decide([one.id_stop, two.id_stop], 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toEqual({ changed: 2 });
    expect(await readStop(two.id_stop)).toMatchObject({ consistency: 'approved', version: 3 });
    expect((await historyOf(one.id_stop)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'approved',
        signed: true,
        user: 'Administrator',
        changes: { before: { consistency: 'notApproved' }, after: { consistency: 'approved' } },
      }),
    );
    // Approved: no more edits, splits or annulment; approving again has nothing to do.
    expect((await suite.api.put(`${stops}/${one.id_stop}`, { version: 2, comment: 'x' }, admin())).body).toEqual(refusal(stopsKey('actionNotAllowed')));
    expect((await suite.api.post(`${stops}/${one.id_stop}/annul`, { version: 2 }, admin())).status).toBe(409);
    expect((await decide([one.id_stop], 'approve')).body).toEqual(refusal(stopsKey('stateChanged')));
    // Reproving sends it back, with the approver's comment; an edit clears the mark.
    const reproved = await decide([one.id_stop], 'reprove', admin(), { comment: 'wrong motive' });
    expect(reproved.status, reproved.text).toBe(200);
    expect(await readStop(one.id_stop)).toMatchObject({ consistency: 'notApproved', reproved: true, version: 3 });
    expect((await historyOf(one.id_stop)).at(-1)).toMatchObject({ action: 'reproved', signed: true, comment: 'wrong motive' });
    const edited = await suite.api.put(`${stops}/${one.id_stop}`, { version: 3, comment: 'motive checked' }, admin());
    expect(edited.body.data).toMatchObject({ reproved: false, version: 4 });
  });

  it('sends approved stops of frames with an integration address to it, and sends failed ones again', async () => {
    const good = await automaticStop(frameB);
    const bad = await automaticStop(frameFail);
    const approved = await decide([good, bad], 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(await readStop(good)).toMatchObject({ consistency: 'integrating' });
    expect((await historyOf(good)).map((row) => row.action)).toEqual(['approved', 'integrating']);
    // The scheduled job may tick meanwhile: the stops' states tell what happened, not this run's counts.
    await runStopIntegration(suite.server.app.database);
    expect(await readStop(good)).toMatchObject({ consistency: 'integrated', integration_error: null });
    expect(await readStop(bad)).toMatchObject({ consistency: 'integrationError', integration_error: 'HTTP 500' });
    const delivered = endpoint.received.find((call) => call.body.id_stop === good);
    expect(delivered).toMatchObject({ path: '/ok', body: { id_frame: frameB, consistency: 'integrating', id_elemento: suite.demo.north } });
    expect((await historyOf(good)).at(-1)).toMatchObject({ action: 'integrated', user: null });
    expect((await historyOf(bad)).at(-1)).toMatchObject({ action: 'integrationError', user: null, changes: { after: { integration_error: 'HTTP 500' } } });
    // Nothing left to send: a second run changes nothing.
    expect(await runStopIntegration(suite.server.app.database)).toEqual({ integrated: 0, failed: 0 });
    // Resend: the failed one goes back to integrating; an integrated one or a frame without an address is refused.
    const resent = await suite.api.post(`${stops}/resend`, { ids: [bad] }, admin());
    expect(resent.status, resent.text).toBe(200);
    expect(await readStop(bad)).toMatchObject({ consistency: 'integrating', integration_error: null });
    expect((await suite.api.post(`${stops}/resend`, { ids: [good] }, admin())).body).toEqual(refusal(stopsKey('stateChanged')));
    const onA = await manualStop();
    expect((await decide([onA.id_stop], 'approve')).status).toBe(200);
    const noAddress = await suite.api.post(`${stops}/resend`, { ids: [onA.id_stop] }, admin());
    expect(noAddress.status).toBe(409);
    expect(noAddress.body).toEqual(refusal(stopsKey('noIntegration')));
  });

  it('lets exactly one of two concurrent approvals of the same stop through', async () => {
    const stop = await manualStop();
    const responses = await Promise.all(
      [0, 1].map(() => http.post(`${stops}/approve`, { ids: [stop.id_stop], decision: 'approve', password: demoPasswords.admin }, admin())),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    expect(responses.find((response) => response.status === 409)!.body).toEqual(refusal(stopsKey('stateChanged')));
    expect((await historyOf(stop.id_stop)).filter((row) => row.action === 'approved')).toHaveLength(1);
  });

  it('lets exactly one of a split and an approval of the same stop through', async () => {
    const stop = await manualStop();
    const [split, approval] = await Promise.all([
      http.post(`${stops}/${stop.id_stop}/split`, { version: 1, at: iso(Date.parse(stop.start) + 3 * MIN) }, admin()),
      http.post(`${stops}/approve`, { ids: [stop.id_stop], versions: [1], decision: 'approve', password: demoPasswords.admin }, admin()),
    ]);
    expect(statusCounts([split!, approval!])).toEqual({ 200: 1, 409: 1 });
    const after = await readStop(stop.id_stop);
    if (split!.status === 200) expect(after).toMatchObject({ consistency: 'notApproved', end: iso(Date.parse(stop.start) + 3 * MIN) });
    else expect(after).toMatchObject({ consistency: 'approved', end: stop.end });
  });
});
