import { beforeAll, describe, expect, it } from 'vitest';
import { adminAt, alertPaths, createAlert, createGroup, feedOf } from './alerts-fixtures.js';
import { atUnit } from './helpers/demo.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { personWith, type Person } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 3, 1, 6);
const at = (minute: number) => new Date(START + minute * MINUTE).toISOString();
const utc = (minute: number) => `${at(minute).slice(0, 19)}Z`;

describe.each(dialects)('alerts raised by tag conditions on written values (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let ana: Person;
  let bob: Person;
  let carl: Person;
  let high: number;
  let low: number;
  let crewGroup: number;
  const tags: Record<string, number> = {};

  const write = (values: { tag: string; minute: number; value: number }[]) =>
    suite.api.post('MES/actions/writeValues', { values: values.map((v) => ({ tag: v.tag, ts: at(v.minute), value: v.value })) }, adminAt(suite.demo));
  const movementsOf = async (id_alerta: number) =>
    (await suite.server.app.database.db.selectFrom('ale_movimento').selectAll().where('id_alerta', '=', id_alerta).orderBy('mov_dt_alerta').execute()).map(
      (row) => ({
        at: row.mov_dt_alerta,
        message: row.mov_msg_alerta,
        id: Number(row.id_movalerta),
      }),
    );
  const notifiedUsers = async (id_movalerta: number) =>
    (
      await suite.server.app.database.db
        .selectFrom('ale_mov_usuario')
        .select('id_usuario')
        .where('id_movalerta', '=', id_movalerta)
        .orderBy('id_usuario')
        .execute()
    ).map((row) => Number(row.id_usuario));

  beforeAll(async () => {
    ana = await personWith(suite.api, suite.demo, 'ana', []);
    bob = await personWith(suite.api, suite.demo, 'bob', []);
    carl = await personWith(suite.api, suite.demo, 'carl', []);
    tags.PRESS = await createTag(suite, { code: 'AC_PRESS', decimals: 1, filter_high: 1000 });
    tags.TEMP = await createTag(suite, { code: 'AC_TEMP' });
    const crew = await createGroup(suite.api, adminAt(suite.demo), 'Crew', [ana.id, bob.id]);
    crewGroup = crew;
    const night = await createGroup(suite.api, adminAt(suite.demo), 'Night', [carl.id]);
    high = await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'High pressure',
      ale_msg: '{tag} reached {value} bar',
      id_grupoalerta: crew,
      id_tag: tags.PRESS,
      cond_operator: '>',
      cond_value: 100,
    });
    low = await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'Low pressure',
      ale_msg: '{tag} fell to {value}',
      id_grupoalerta: night,
      id_tag: tags.PRESS,
      cond_operator: '<=',
      cond_value: 0,
    });
    await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'Retired',
      id_grupoalerta: crew,
      id_tag: tags.PRESS,
      cond_operator: '>',
      cond_value: 0,
      active: false,
    });
    await createAlert(suite.api, adminAt(suite.demo), { ale_titulo: 'No condition', id_grupoalerta: crew });
  });

  it("raises once per crossing, at the value's time, for exactly the group's users", async () => {
    const answer = await write([
      { tag: 'AC_PRESS', minute: 0, value: 50 },
      { tag: 'AC_PRESS', minute: 1, value: 120 },
      { tag: 'AC_PRESS', minute: 2, value: 130 },
      { tag: 'AC_PRESS', minute: 3, value: 90 },
      { tag: 'AC_PRESS', minute: 4, value: 140.26 },
      { tag: 'AC_TEMP', minute: 4, value: 500 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.stored).toBe(6);
    const raised = await movementsOf(high);
    expect(raised.map(({ at: when, message }) => ({ when, message }))).toEqual([
      { when: utc(1), message: 'AC_PRESS reached 120.0 bar' },
      { when: utc(4), message: 'AC_PRESS reached 140.3 bar' },
    ]);
    for (const movement of raised) expect(await notifiedUsers(movement.id)).toEqual([ana.id, bob.id].sort((a, b) => a - b));
    expect(await movementsOf(low)).toEqual([]);
    // Through the API, as the bell sees it.
    expect((await feedOf(suite.api, ana)).map((n) => n.mov_msg_alerta)).toEqual(['AC_PRESS reached 140.3 bar', 'AC_PRESS reached 120.0 bar']);
    expect(await feedOf(suite.api, carl)).toEqual([]);
  });

  it('does not raise again when the same values are written again', async () => {
    await write([
      { tag: 'AC_PRESS', minute: 1, value: 120 },
      { tag: 'AC_PRESS', minute: 4, value: 140.26 },
    ]);
    expect(await movementsOf(high)).toHaveLength(2);
    expect(await feedOf(suite.api, bob)).toHaveLength(2);
  });

  it('judges a new value against the stored value before it, across writes', async () => {
    // Still above 100 after minute 4: no new crossing.
    await write([{ tag: 'AC_PRESS', minute: 5, value: 150 }]);
    expect(await movementsOf(high)).toHaveLength(2);
    await write([{ tag: 'AC_PRESS', minute: 6, value: 80 }]);
    await write([{ tag: 'AC_PRESS', minute: 7, value: 101 }]);
    expect((await movementsOf(high)).map((m) => m.at)).toEqual([utc(1), utc(4), utc(7)]);
    // The other alert of the tag raises on its own crossing, for its own group.
    await write([
      { tag: 'AC_PRESS', minute: 8, value: -2 },
      { tag: 'AC_PRESS', minute: 9, value: 0 },
    ]);
    const lows = await movementsOf(low);
    expect(lows.map((m) => m.message)).toEqual(['AC_PRESS fell to -2.0']);
    expect(await notifiedUsers(lows[0]!.id)).toEqual([carl.id]);
  });

  it('ignores values refused by the filter, and a write refused as a whole', async () => {
    await write([{ tag: 'AC_PRESS', minute: 10, value: 50 }]);
    const refused = await write([{ tag: 'AC_PRESS', minute: 11, value: 5000 }]);
    expect(refused.body.data).toMatchObject({ stored: 0, refused: 1 });
    expect(await movementsOf(high)).toHaveLength(3);
    const bad = await write([
      { tag: 'AC_PRESS', minute: 12, value: 500 },
      { tag: 'NOPE', minute: 12, value: 1 },
    ]);
    expect(bad.status).toBe(400);
    expect(await movementsOf(high)).toHaveLength(3);
  });

  it('raises for a late value that crosses, judged against the value before it in time', async () => {
    // Minute 10 is 50; a late value at minute 9.5 is after minute 9 (0): a crossing at its own time.
    await suite.api.post(
      'MES/actions/writeValues',
      { values: [{ tag: 'AC_PRESS', ts: new Date(START + 9.5 * MINUTE).toISOString(), value: 400 }] },
      adminAt(suite.demo),
    );
    expect((await movementsOf(high)).map((m) => m.at)).toEqual([utc(1), utc(4), utc(7), `${new Date(START + 9.5 * MINUTE).toISOString().slice(0, 19)}Z`]);
  });

  it('raises for values stored by a CSV import too', async () => {
    const hot = await createAlert(suite.api, adminAt(suite.demo), {
      ale_titulo: 'Hot',
      ale_msg: '{tag} at {value}',
      id_grupoalerta: crewGroup,
      id_tag: tags.TEMP,
      cond_operator: '>',
      cond_value: 80,
    });
    const csv = `tag,timestamp,value\nAC_TEMP,${utc(30)},70\nAC_TEMP,${utc(31)},85\nAC_TEMP,${utc(32)},90\n`;
    const { payload, headers } = multipartFile(Buffer.from(csv), 'values.csv', 'text/csv');
    const response = await suite.server.app.inject({
      method: 'POST',
      url: '/plataforma/MES/actions/importValues',
      payload,
      headers: { ...headers, authorization: `Bearer ${suite.demo.admin}`, ...atUnit(suite.demo.north) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const raised = await movementsOf(hot);
    expect(raised.map((m) => m.at)).toEqual([utc(31)]);
    expect(await notifiedUsers(raised[0]!.id)).toEqual([ana.id, bob.id].sort((x, y) => x - y));
  });

  it('stops raising when the alert is deactivated', async () => {
    await suite.api.put(`${alertPaths.alerts}/${high}`, { active: false }, adminAt(suite.demo));
    await write([
      { tag: 'AC_PRESS', minute: 20, value: 50 },
      { tag: 'AC_PRESS', minute: 21, value: 900 },
    ]);
    expect(await movementsOf(high)).toHaveLength(4);
  });
});
