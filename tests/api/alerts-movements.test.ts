import { beforeAll, describe, expect, it } from 'vitest';
import { adminAt, alertPaths, createAlert, createGroup, feedOf } from './alerts-fixtures.js';
import { dialects } from './helpers/test-server.js';
import { personWith, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const day = (d: number, hour = 8) => `2026-03-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

describe.each(dialects)('GET ALE/queries/movements (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let reader: Person;
  let member: Person;
  let groupA: number;
  let groupB: number;
  /** Movement ids by their day of March. */
  const byDay = new Map<number, number>();

  const list = (query: Record<string, unknown>, as = reader.at) => suite.api.get(alertPaths.movements, { ...as, query });
  const days = (rows: any[]) => rows.map((row) => Number(row.mov_dt_alerta.slice(8, 10)));

  beforeAll(async () => {
    reader = await personWith(suite.api, suite.demo, 'reader', [{ menu_id: 'operational-alerts', read: true }]);
    member = await personWith(suite.api, suite.demo, 'member', []);
    groupA = await createGroup(suite.api, adminAt(suite.demo), 'A', [reader.id]);
    groupB = await createGroup(suite.api, adminAt(suite.demo), 'B', [member.id]);
    const alertA = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Alert A', id_grupoalerta: groupA });
    const alertB = await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'Alert B', id_grupoalerta: groupB });
    // Seven movements, on March 1..7; A on odd days, B on even days. Their times are set to known days.
    for (let d = 1; d <= 7; d += 1) {
      const raised = await suite.api.post(alertPaths.raise, { id_alerta: d % 2 ? alertA : alertB, key: `d${d}` }, adminAt(suite.demo));
      byDay.set(d, raised.body.data.id_movalerta);
      await suite.server.app.database.db
        .updateTable('ale_movimento')
        .set({ mov_dt_alerta: day(d) })
        .where('id_movalerta', '=', raised.body.data.id_movalerta)
        .execute();
    }
    // Another unit's movement never shows here.
    const southAt = adminAt(suite.demo, suite.demo.south);
    const south = await createAlert(suite.api, southAt, { ale_titulo: 'South', id_grupoalerta: await createGroup(suite.api, southAt, 'S', []) });
    await suite.api.post(alertPaths.raise, { id_alerta: south, key: 's' }, southAt);
  });

  it('needs read on operational-alerts (admins always)', async () => {
    expect((await list({}, member.at)).status).toBe(403);
    expect((await list({}, adminAt(suite.demo))).status).toBe(200);
  });

  it("pages the unit's movements on the suite.server, newest first, with the total", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page: String(page), perPage: '3' })));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(pages.map((p) => days(p.body.data))).toEqual([[7, 6, 5], [4, 3, 2], [1], []]);
    expect(pages.every((p) => p.body.total === 7)).toBe(true);
    expect(pages[0]!.body.data[0]).toMatchObject({
      id_movalerta: byDay.get(7),
      mov_titulo: 'Alert A',
      id_grupoalerta: groupA,
      gru_descri: 'A',
      mov_causa: null,
    });
    const all = await list({});
    expect(days(all.body.data)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('filters by period: from inclusive, to exclusive, any offset', async () => {
    expect(days((await list({ from: day(3), to: day(6) })).body.data)).toEqual([5, 4, 3]);
    expect((await list({ from: day(3), to: day(6) })).body.total).toBe(3);
    expect(days((await list({ from: '2026-03-03T08:00:01Z' })).body.data)).toEqual([7, 6, 5, 4]);
    expect(days((await list({ to: '2026-03-02T05:00:00-03:00' })).body.data)).toEqual([1]);
    expect(days((await list({ to: '2026-03-02T05:00:01-03:00' })).body.data)).toEqual([2, 1]);
    expect(days((await list({ to: '2026-03-02T08:00:00.5Z' })).body.data)).toEqual([2, 1]);
  });

  it('filters by alert group', async () => {
    expect(days((await list({ id_grupoalerta: String(groupB) })).body.data)).toEqual([6, 4, 2]);
    expect(days((await list({ id_grupoalerta: String(groupA), from: day(2), perPage: '1', page: '2' })).body.data)).toEqual([5]);
    expect((await list({ id_grupoalerta: '999999' })).body).toEqual({ data: [], total: 0 });
  });

  it("filters by the signed user's read state", async () => {
    const feed = await feedOf(suite.api, reader);
    const onDay3 = feed.find((n) => n.id_movalerta === byDay.get(3));
    await suite.api.get(alertPaths.markRead(onDay3.id_mvu), reader.at);
    const read = await list({ read: 'read' });
    expect(days(read.body.data)).toEqual([3]);
    expect(read.body.data[0].dt_visualizado).toEqual(expect.any(String));
    expect(days((await list({ read: 'unread' })).body.data)).toEqual([7, 5, 1]);
    expect((await list({ read: 'unread' })).body.total).toBe(3);
    // The admin was notified of nothing: nothing is read or unread for them.
    expect((await list({ read: 'read' }, adminAt(suite.demo))).body.total).toBe(0);
    expect((await list({ read: 'unread' }, adminAt(suite.demo))).body.total).toBe(0);
    expect((await list({ read: 'all' }, adminAt(suite.demo))).body.total).toBe(7);
  });

  it.each([
    [{ from: 'yesterday' }, { from: { key: 'alerts.errors.timestamp' } }],
    [{ from: '2026-03-01T00:00:00' }, { from: { key: 'alerts.errors.timestamp' } }],
    [{ to: '2026-02-30T00:00:00Z' }, { to: { key: 'alerts.errors.timestamp' } }],
    [{ from: day(5), to: day(5) }, { to: { key: 'alerts.errors.endBeforeStart' } }],
    [{ id_grupoalerta: 'x' }, { id_grupoalerta: { key: 'validation.integer' } }],
    [{ read: 'maybe' }, { read: { key: 'validation.oneOf', args: { options: 'all, read, unread' } } }],
    [
      { page: '0', perPage: '101' },
      { page: { key: 'validation.minValue', args: { min: 1 } }, perPage: { key: 'validation.maxValue', args: { max: 100 } } },
    ],
    [
      { page: '1.5', perPage: '-1' },
      { page: { key: 'validation.integer' }, perPage: { key: 'validation.integer' } },
    ],
    [{ page: ['1', '2'] }, { page: { key: 'validation.integer' } }],
  ])('answers 400 with field keys for %j', async (query, fields) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
  });
});
