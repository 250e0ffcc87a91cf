import { beforeAll, describe, expect, it } from 'vitest';
import { adminAt, alertPaths, createAlert, createGroup, feedOf } from './alerts-fixtures.js';
import { dialects } from './helpers/test-server.js';
import { personWith, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const utcSeconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(dialects)('POST ALE/actions/raise (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let ana: Person;
  let bob: Person;
  let outsider: Person;
  let integration: Person;
  let reader: Person;
  let alert: number;
  let emptyGroupAlert: number;
  let inactive: number;
  let southAlert: number;
  let frame: number;

  const raise = (body: unknown, as = adminAt(suite.demo)) => suite.api.post(alertPaths.raise, body, as);

  beforeAll(async () => {
    ana = await personWith(suite.api, suite.demo, 'ana', [{ menu_id: 'operational-alerts', read: true }]);
    bob = await personWith(suite.api, suite.demo, 'bob', []);
    outsider = await personWith(suite.api, suite.demo, 'outsider', [{ menu_id: 'operational-alerts', read: true, create: true }]);
    integration = await personWith(suite.api, suite.demo, 'integration', [{ menu_id: 'settings.alerts.alerts-configuration', read: true, create: true }]);
    reader = await personWith(suite.api, suite.demo, 'reader', [{ menu_id: 'operational-alerts', read: true }]);
    const group = await createGroup(suite.api, adminAt(suite.demo), 'Shift leads', [ana.id, bob.id]);
    const empty = await createGroup(suite.api, adminAt(suite.demo), 'Nobody', []);
    frame = (await suite.api.post('EM/entities/FRAME', { code: 'KILN', description: 'Kiln', active: true }, adminAt(suite.demo))).body.data.id_frame;
    alert = await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'Kiln stopped',
      ale_msg: 'The kiln stopped',
      id_grupoalerta: group,
      ale_exibe_popup: 'S',
      ale_redireciona: 'S',
      id_frame: frame,
    });
    emptyGroupAlert = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Quiet', id_grupoalerta: empty });
    inactive = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Retired', id_grupoalerta: group, active: false });
    const southGroup = await createGroup(suite.api, adminAt(suite.demo, suite.demo.south), 'South leads', [ana.id]);
    southAlert = await createAlert(suite.api, adminAt(suite.demo, suite.demo.south), { ale_titulo: 'South alert', id_grupoalerta: southGroup });
  });

  it("creates one movement and one notification per user of the alert's group, and nobody else", async () => {
    const answer = await raise({ id_alerta: alert, key: 'ext-1' });
    expect(answer.status).toBe(200);
    const movement = answer.body.data;
    expect(movement).toMatchObject({
      id_alerta: alert,
      id_elemento: suite.demo.north,
      mov_titulo: 'Kiln stopped',
      mov_msg_alerta: 'The kiln stopped',
      mov_causa: null,
      id_frame: frame,
      created: true,
      notified: 2,
    });
    expect(movement.mov_dt_alerta).toMatch(utcSeconds);
    expect(Math.abs(Date.parse(movement.mov_dt_alerta) - Date.now())).toBeLessThan(60_000);
    for (const person of [ana, bob]) {
      const feed = await feedOf(suite.api, person);
      expect(feed.filter((n) => n.id_movalerta === movement.id_movalerta)).toEqual([
        {
          id_mvu: expect.any(Number),
          id_movalerta: movement.id_movalerta,
          id_alerta: alert,
          mov_titulo: 'Kiln stopped',
          mov_msg_alerta: 'The kiln stopped',
          mov_dt_alerta: movement.mov_dt_alerta,
          dt_visualizado: null,
          ale_exibe_popup: 'S',
          ale_redireciona: 'S',
          id_frame: frame,
        },
      ]);
    }
    for (const person of [outsider, reader]) expect(await feedOf(suite.api, person)).toEqual([]);
    const adminId = (await suite.api.get('CAC/queries/session', adminAt(suite.demo))).body.data.id_usuario;
    expect(await feedOf(suite.api, { id: adminId, at: adminAt(suite.demo) })).toEqual([]);
  });

  it('answers the same movement for the same key, writing no movement and no notification', async () => {
    const first = await raise({ id_alerta: alert, key: 'ext-2', message: 'Kiln 2 stopped' });
    const again = await raise({ id_alerta: alert, key: 'ext-2', message: 'another text' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...first.body.data, created: false });
    const rows = await suite.server.app.database.db
      .selectFrom('ale_mov_usuario')
      .select('id_mvu')
      .where('id_movalerta', '=', first.body.data.id_movalerta)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await feedOf(suite.api, ana)).filter((n) => n.mov_msg_alerta === 'Kiln 2 stopped')).toHaveLength(1);
    // Concurrent retries still make one movement.
    const together = await Promise.all([1, 2, 3, 4].map(() => raise({ id_alerta: alert, key: 'ext-3' })));
    expect(together.every((r) => r.status === 200)).toBe(true);
    expect(new Set(together.map((r) => r.body.data.id_movalerta)).size).toBe(1);
    expect(together.filter((r) => r.body.data.created)).toHaveLength(1);
  });

  it('uses the given message and frame, and raises an alert whose group is empty without notifying anyone', async () => {
    const answer = await raise({ id_alerta: emptyGroupAlert, key: 'quiet-1', message: '  Custom text  ', id_frame: frame });
    expect(answer.body.data).toMatchObject({ mov_msg_alerta: 'Custom text', id_frame: frame, notified: 0, created: true });
  });

  it('refuses an inactive alert, an alert of another unit and a frame of another unit with their keys', async () => {
    expect((await raise({ id_alerta: inactive, key: 'x' })).body.error).toEqual({
      code: 'VALIDATION',
      message: 'global.error.messages.validation',
      fields: { id_alerta: { key: 'alerts.errors.inactive' } },
    });
    expect((await raise({ id_alerta: southAlert, key: 'x' })).body.error.fields).toEqual({ id_alerta: { key: 'validation.referenceNotFound' } });
    expect((await raise({ id_alerta: 99_999, key: 'x' })).body.error.fields).toEqual({ id_alerta: { key: 'validation.referenceNotFound' } });
    const southFrame = (await suite.api.post('EM/entities/FRAME', { code: 'S1', description: 'South', active: true }, adminAt(suite.demo, suite.demo.south)))
      .body.data.id_frame;
    expect((await raise({ id_alerta: alert, key: 'x', id_frame: southFrame })).body.error.fields).toEqual({
      id_frame: { key: 'validation.referenceNotFound' },
    });
    // The south unit raises its own alert.
    expect((await raise({ id_alerta: southAlert, key: 'x' }, adminAt(suite.demo, suite.demo.south))).status).toBe(200);
  });

  it.each([
    ['nothing', {}, { id_alerta: { key: 'global.labels.requiredField' }, key: { key: 'global.labels.requiredField' } }],
    [
      'bad types',
      { id_alerta: 'abc', key: 5, message: 7, id_frame: -1 },
      {
        id_alerta: { key: 'validation.integer' },
        key: { key: 'validation.type' },
        message: { key: 'validation.type' },
        id_frame: { key: 'validation.integer' },
      },
    ],
    ['a blank key', { id_alerta: 1, key: '   ' }, { key: { key: 'global.labels.requiredField' } }],
    ['a long key', { id_alerta: 1, key: 'k'.repeat(201) }, { key: { key: 'global.labels.maxLengthExceeded', args: { max: 200 } } }],
    ['a huge id', { id_alerta: 1e20, key: 'k' }, { id_alerta: { key: 'validation.integer' } }],
    ['a NUL in the message', { id_alerta: 1, key: 'k', message: 'a\u0000b' }, { message: { key: 'validation.nulCharacter' } }],
  ])('answers 400 with field keys for %s', async (_, body, fields) => {
    const answer = await raise(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
  ])('answers 400, a bad request as for any route, for %s', async (_, body) => {
    const answer = await raise(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('global.error.messages.badRequest');
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const answer = await suite.api.call('POST', alertPaths.raise, undefined, { ...adminAt(suite.demo), raw: '{"id_alerta":' });
    expect(answer.status).toBe(400);
  });

  it('needs create on operational-alerts or on the alerts configuration', async () => {
    expect((await raise({ id_alerta: alert, key: 'p-1' }, reader.at)).status).toBe(403);
    expect((await raise({ id_alerta: alert, key: 'p-1' }, bob.at)).status).toBe(403);
    expect((await raise({ id_alerta: alert, key: 'p-1' }, outsider.at)).status).toBe(200);
    expect((await raise({ id_alerta: alert, key: 'p-2' }, integration.at)).status).toBe(200);
    expect((await suite.api.post(alertPaths.raise, { id_alerta: alert, key: 'p-3' })).status).toBe(401);
  });

  it('keeps an alert with movements from being deleted (409) and refuses half a condition', async () => {
    expect((await suite.api.delete(`${alertPaths.alerts}/${alert}`, adminAt(suite.demo))).status).toBe(409);
    const half = await suite.api.post(
      alertPaths.alerts,
      {
        ale_titulo: 'Half',
        ale_msg: 'm',
        id_grupoalerta: (await suite.api.get(alertPaths.groups, adminAt(suite.demo))).body.data[0].id_grupoalerta,
        ale_exibe_popup: 'N',
        ale_redireciona: 'N',
        active: true,
        cond_operator: '>',
      },
      adminAt(suite.demo),
    );
    expect(half.status).toBe(400);
    expect(half.body.error.fields).toEqual({ id_tag: { key: 'global.labels.requiredField' }, cond_value: { key: 'global.labels.requiredField' } });
  });
});
