import { beforeAll, describe, expect, it } from 'vitest';
import { adminAt, alertPaths, createAlert, createGroup, feedOf } from './alerts-fixtures.js';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { personWith, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const utcSeconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(dialects)('alert feed, reading, chat, cause and notify (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let worker: Person; // in the group, create on operational-alerts
  let member: Person; // in the group, no permission at all
  let reader: Person; // not in the group, read on operational-alerts
  let stranger: Person; // not in the group, no permission
  let busy: Person; // the only user of another group, for the feed's limit
  let busyAlert: number;
  let alert: number;
  let movement: number;
  let southUser: number;

  const raise = async (key: string) => (await suite.api.post(alertPaths.raise, { id_alerta: alert, key }, adminAt(suite.demo))).body.data;
  const own = async (person: Person, id_movalerta: number) => (await feedOf(suite.api, person)).find((n) => n.id_movalerta === id_movalerta);

  beforeAll(async () => {
    worker = await personWith(suite.api, suite.demo, 'worker', [{ menu_id: 'operational-alerts', read: true, create: true }]);
    member = await personWith(suite.api, suite.demo, 'member', []);
    reader = await personWith(suite.api, suite.demo, 'reader', [{ menu_id: 'operational-alerts', read: true }]);
    stranger = await personWith(suite.api, suite.demo, 'stranger', []);
    const group = await createGroup(suite.api, adminAt(suite.demo), 'Crew', [worker.id, member.id]);
    alert = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Pressure', ale_msg: 'Pressure high', id_grupoalerta: group });
    movement = (await raise('m-1')).id_movalerta;
    busy = await personWith(suite.api, suite.demo, 'busy', []);
    busyAlert = await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'Busy',
      id_grupoalerta: await createGroup(suite.api, adminAt(suite.demo), 'Busy', [busy.id]),
    });
    // A user of the south unit only.
    const south = await suite.api.post(
      'CAC/entities/USUARIO',
      { usu_nome: 'South', usu_login: 'southonly', usu_senha: 'Southonly#Password2026', usu_tipo: '2', usu_permissao_dados: 1 },
      adminAt(suite.demo),
    );
    southUser = south.body.data.id_usuario;
    await suite.api.post('CAC/entities/USUARIO_ELEMENTO', { id_usuario: southUser, id_elemento: suite.demo.south, profiles: [] }, adminAt(suite.demo));
  });

  describe('the feed', () => {
    it("answers only the caller's own notifications: another user's id is 403, for admins too", async () => {
      expect((await suite.api.get(alertPaths.feed(member.id), worker.at)).status).toBe(403);
      expect((await suite.api.get(alertPaths.feed(member.id), adminAt(suite.demo))).status).toBe(403);
      expect((await suite.api.get(alertPaths.feed(member.id), stranger.at)).status).toBe(403);
      expect((await suite.api.get('ALE/queries/lastNotifications/abc', member.at)).status).toBe(403);
      const answer = await suite.api.get(alertPaths.feed(member.id), member.at);
      expect(answer.status).toBe(200);
      expect(answer.body.data.data.map((n: any) => n.id_movalerta)).toContain(movement);
    });

    it('lists the newest notification first, at most 50, with the unread count', async () => {
      const raiseBusy = async (key: string) => (await suite.api.post(alertPaths.raise, { id_alerta: busyAlert, key }, adminAt(suite.demo))).body.data;
      const first = await raiseBusy('b-0');
      const later = await raiseBusy('b-1');
      const feed = await suite.api.get(alertPaths.feed(busy.id), busy.at);
      expect(feed.body.data.data.map((n: any) => n.id_movalerta)).toEqual([later.id_movalerta, first.id_movalerta]);
      expect(feed.body.data.unread).toBe(2);
      await suite.api.get(alertPaths.markRead(feed.body.data.data[1].id_mvu), busy.at);
      expect((await suite.api.get(alertPaths.feed(busy.id), busy.at)).body.data.unread).toBe(1);
      for (let i = 0; i < 50; i += 1) await raiseBusy(`bulk-${i}`);
      const full = await suite.api.get(alertPaths.feed(busy.id), busy.at);
      expect(full.body.data.data).toHaveLength(50);
      expect(full.body.data.unread).toBe(51);
      const ids = full.body.data.data.map((n: any) => n.id_mvu);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      expect(full.body.data.data.map((n: any) => n.id_movalerta)).not.toContain(first.id_movalerta);
    });

    it("shows only the selected unit's alerts", async () => {
      const both = await personWith(suite.api, suite.demo, 'both', []);
      await suite.api.post('CAC/entities/USUARIO_ELEMENTO', { id_usuario: both.id, id_elemento: suite.demo.south, profiles: [] }, adminAt(suite.demo));
      const north = await createAlert(suite.api, adminAt(suite.demo), {
        ale_titulo: 'North',
        id_grupoalerta: await createGroup(suite.api, adminAt(suite.demo), 'Both N', [both.id]),
      });
      const southAt = adminAt(suite.demo, suite.demo.south);
      const south = await createAlert(suite.api, southAt, { ale_titulo: 'South', id_grupoalerta: await createGroup(suite.api, southAt, 'Both S', [both.id]) });
      await suite.api.post(alertPaths.raise, { id_alerta: north, key: 'n' }, adminAt(suite.demo));
      await suite.api.post(alertPaths.raise, { id_alerta: south, key: 's' }, southAt);
      expect((await feedOf(suite.api, both)).map((n) => n.mov_titulo)).toEqual(['North']);
      expect((await feedOf(suite.api, { id: both.id, at: { token: both.token, headers: atUnit(suite.demo.south) } })).map((n) => n.mov_titulo)).toEqual([
        'South',
      ]);
    });
  });

  describe('marking read', () => {
    it('marks the own notification read once, with a UTC time, and keeps the first time', async () => {
      const notification = await own(member, movement);
      expect(notification.dt_visualizado).toBeNull();
      const first = await suite.api.get(alertPaths.markRead(notification.id_mvu), { ...member.at, query: { userID: String(member.id) } });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ id_mvu: notification.id_mvu, dt_visualizado: expect.stringMatching(utcSeconds) });
      const again = await suite.api.get(alertPaths.markRead(notification.id_mvu), member.at);
      expect(again.body.data).toEqual(first.body.data);
      expect((await own(member, movement)).dt_visualizado).toBe(first.body.data.dt_visualizado);
      // The other member's copy is still unread.
      expect((await own(worker, movement)).dt_visualizado).toBeNull();
    });

    it("refuses another user's notification (403), another userID (403) and an unknown one (404)", async () => {
      const notification = await own(worker, movement);
      expect((await suite.api.get(alertPaths.markRead(notification.id_mvu), member.at)).status).toBe(403);
      expect((await suite.api.get(alertPaths.markRead(notification.id_mvu), adminAt(suite.demo))).status).toBe(403);
      expect((await suite.api.get(alertPaths.markRead(notification.id_mvu), { ...worker.at, query: { userID: String(member.id) } })).status).toBe(403);
      expect((await suite.api.get(alertPaths.markRead(999_999), worker.at)).status).toBe(404);
      expect((await suite.api.get('ALE/queries/updateAlertReadByUser/x1', worker.at)).status).toBe(404);
      expect((await own(worker, movement)).dt_visualizado).toBeNull();
    });
  });

  describe('the movement', () => {
    it('answers the movement with its viewers to a notified user and to a reader of operational alerts', async () => {
      for (const person of [member, worker, reader]) {
        const answer = await suite.api.get(alertPaths.movement(movement), person.at);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          id_movalerta: movement,
          id_alerta: alert,
          mov_titulo: 'Pressure',
          mov_msg_alerta: 'Pressure high',
          mov_causa: null,
        });
        expect(answer.body.data.viewedBy).toEqual([
          { id_usuario: member.id, usu_nome: 'Name member', usu_foto: null, dt_visualizado: expect.stringMatching(utcSeconds) },
        ]);
      }
      expect((await suite.api.get(alertPaths.movement(movement), member.at)).body.data.id_mvu).toEqual(expect.any(Number));
      expect((await suite.api.get(alertPaths.movement(movement), reader.at)).body.data.id_mvu).toBeNull();
    });

    it('refuses a user neither notified nor allowed to read (403), another unit (404) and a bad id (404)', async () => {
      expect((await suite.api.get(alertPaths.movement(movement), stranger.at)).status).toBe(403);
      expect((await suite.api.get(alertPaths.movement(movement), adminAt(suite.demo, suite.demo.south))).status).toBe(404);
      expect((await suite.api.get('ALE/entities/ALEMOV/abc', member.at)).status).toBe(404);
      expect((await suite.api.get(`${alertPaths.chat}/${movement}`, stranger.at)).status).toBe(403);
    });
  });

  describe('chat, cause and notify need create on operational-alerts', () => {
    it('refuses each of them without it (403), storing nothing', async () => {
      for (const person of [member, reader, stranger]) {
        expect(
          (await suite.api.post(alertPaths.chat, { id_usuario: person.id, id_movalerta: movement, mensagem: 'hello', data: '2026-01-01T00:00:00Z' }, person.at))
            .status,
        ).toBe(403);
        expect((await suite.api.post(alertPaths.cause, { id_movalerta: movement, mov_causa: 'Valve' }, person.at)).status).toBe(403);
        expect((await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: [reader.id] }, person.at)).status).toBe(403);
      }
      expect((await suite.api.get(`${alertPaths.chat}/${movement}`, member.at)).body.data).toEqual([]);
      expect((await suite.api.get(alertPaths.movement(movement), member.at)).body.data.mov_causa).toBeNull();
      expect(await own(reader, movement)).toBeUndefined();
    });

    it('stores a comment with the signed user and the suite.server clock, oldest first', async () => {
      const before = Date.now();
      const first = await suite.api.post(
        alertPaths.chat,
        { id_usuario: member.id, id_movalerta: movement, mensagem: '  Valve checked  ', data: '2001-01-01T00:00:00Z' },
        worker.at,
      );
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ id_movalerta: movement, id_usuario: worker.id, usu_nome: 'Name worker', mensagem: 'Valve checked' });
      expect(first.body.data.data).toMatch(utcSeconds);
      expect(Date.parse(first.body.data.data)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      await suite.api.post(alertPaths.chat, { id_movalerta: movement, mensagem: '<b>not</b> HTML' }, adminAt(suite.demo));
      const chat = await suite.api.get(`${alertPaths.chat}/${movement}`, member.at);
      expect(chat.body.data.map((m: any) => m.mensagem)).toEqual(['Valve checked', '<b>not</b> HTML']);
      expect(chat.body.data[0]).toEqual(first.body.data);
    });

    it.each(['', '   ', '\n\t', '<p><br></p>', '&nbsp;'])('ignores the empty comment %j (200, data null, nothing stored)', async (mensagem) => {
      const count = (await suite.api.get(`${alertPaths.chat}/${movement}`, worker.at)).body.data.length;
      const answer = await suite.api.post(alertPaths.chat, { id_movalerta: movement, mensagem }, worker.at);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();
      expect((await suite.api.get(`${alertPaths.chat}/${movement}`, worker.at)).body.data).toHaveLength(count);
    });

    it('refuses a bad comment with field keys (400) and an unknown movement (404)', async () => {
      const bad = await suite.api.post(alertPaths.chat, { id_movalerta: 'x', mensagem: 'a'.repeat(2001) }, worker.at);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        id_movalerta: { key: 'validation.integer' },
        mensagem: { key: 'global.labels.maxLengthExceeded', args: { max: 2000 } },
      });
      expect((await suite.api.post(alertPaths.chat, { id_movalerta: movement, mensagem: 5 }, worker.at)).status).toBe(400);
      expect((await suite.api.post(alertPaths.chat, 'text', worker.at)).status).toBe(400);
      expect((await suite.api.post(alertPaths.chat, { id_movalerta: 987_654, mensagem: 'hi' }, worker.at)).status).toBe(404);
    });

    it('sets and clears the cause', async () => {
      const set = await suite.api.post(alertPaths.cause, { id_movalerta: movement, mov_causa: ' Worn seal ' }, worker.at);
      expect(set.status).toBe(200);
      expect(set.body.data).toEqual({ id_movalerta: movement, mov_causa: 'Worn seal' });
      expect((await suite.api.get(alertPaths.movement(movement), member.at)).body.data.mov_causa).toBe('Worn seal');
      expect((await suite.api.post(alertPaths.cause, { id_movalerta: movement, mov_causa: '' }, worker.at)).body.data.mov_causa).toBeNull();
      expect((await suite.api.post(alertPaths.cause, { id_movalerta: movement, mov_causa: 'x'.repeat(2001) }, worker.at)).status).toBe(400);
      expect((await suite.api.post(alertPaths.cause, { mov_causa: 'x' }, worker.at)).body.error.fields).toEqual({
        id_movalerta: { key: 'global.labels.requiredField' },
      });
    });

    it('notifies users of the unit who had no notification, once', async () => {
      const answer = await suite.api.post(
        alertPaths.notify,
        { alertID: alert, alertMovID: movement, users: [reader.id, stranger.id, reader.id, member.id] },
        worker.at,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ notified: 2 });
      for (const person of [reader, stranger]) expect((await own(person, movement)).dt_visualizado).toBeNull();
      // The member keeps the notification already read.
      expect((await own(member, movement)).dt_visualizado).not.toBeNull();
      expect((await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: [reader.id] }, worker.at)).body.data).toEqual({
        notified: 0,
      });
      // Now notified, the stranger may read the movement.
      expect((await suite.api.get(alertPaths.movement(movement), stranger.at)).status).toBe(200);
    });

    it('refuses users outside the unit, a mismatched alert and bad bodies with 400', async () => {
      const outside = await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: [reader.id, southUser] }, worker.at);
      expect(outside.status).toBe(400);
      expect(outside.body.error.fields).toEqual({ 'users.1': { key: 'alerts.errors.notUnitUser' } });
      const unknown = await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: [424_242] }, worker.at);
      expect(unknown.body.error.fields).toEqual({ 'users.0': { key: 'alerts.errors.notUnitUser' } });
      const mismatch = await suite.api.post(alertPaths.notify, { alertID: alert + 1000, alertMovID: movement, users: [reader.id] }, worker.at);
      expect(mismatch.body.error.fields).toEqual({ alertID: { key: 'alerts.errors.alertMismatch' } });
      const bad = await suite.api.post(alertPaths.notify, { alertID: '1x', users: [] }, worker.at);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        alertID: { key: 'validation.integer' },
        alertMovID: { key: 'global.labels.requiredField' },
        users: { key: 'validation.minItems', args: { min: 1 } },
      });
      expect((await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: ['a'] }, worker.at)).body.error.fields).toEqual({
        users: { key: 'validation.integer' },
      });
    });

    it('lets admins do all three', async () => {
      expect((await suite.api.post(alertPaths.cause, { id_movalerta: movement, mov_causa: 'By admin' }, adminAt(suite.demo))).status).toBe(200);
      expect((await suite.api.post(alertPaths.notify, { alertID: alert, alertMovID: movement, users: [worker.id] }, adminAt(suite.demo))).status).toBe(200);
    });
  });
});
