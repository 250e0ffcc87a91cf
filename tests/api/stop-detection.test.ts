import { beforeAll, describe, expect, it } from 'vitest';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { runStopDetection } from '../../src/server/modules/equipment-stops/stop-detection-job.js';
import { demoSuite } from './helpers/demo-suite.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';

const frames = 'EM/entities/FRAME';
const tags = 'MES/entities/MESTAG';
const remake = 'EM/actions/remake';
const DAY = 86_400_000;
const STEP_SEC = 10;

interface StopRow {
  id_stop: number;
  start: number;
  end: number | null;
  status: string;
  version: number;
}

/**
 * The detection job and the remake (README.md, Jobs) over a state tag written with the series store. Times
 * are days ahead of the clock, so the job's own ticks (every minute, at real time) find none of the readings.
 */
describe.each(dialects)('stop detection (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { seedDemoSeries: true } });
  const { admin } = suite;
  const t0 = Math.ceil(Date.now() / DAY) * DAY + 10 * DAY;
  const at = (seconds: number) => t0 + seconds * 1000;
  const iso = (seconds: number) => new Date(at(seconds)).toISOString();
  let tagId: number;
  let frameId: number;
  const database = () => suite.server.app.database;

  /** One reading every 10 s in [fromSec, toSec): 0 while stopped (the frame's condition), 1 while running. */
  const write = (fromSec: number, toSec: number, stopped: boolean) => {
    const rows = [];
    for (let s = fromSec; s < toSec; s += STEP_SEC) rows.push({ id_tag: tagId, ts: at(s), value: stopped ? 0 : 1 });
    return storeValues(database().db, database().dialect, rows);
  };
  const stops = async (idFrame = frameId): Promise<StopRow[]> => {
    const rows = await database().db.selectFrom('equipment_stop').selectAll().where('id_frame', '=', idFrame).orderBy('start_ms').execute();
    return rows.map((row) => ({
      id_stop: Number(row.id_stop),
      start: (Number(row.start_ms) - t0) / 1000,
      end: row.end_ms === null ? null : (Number(row.end_ms) - t0) / 1000,
      status: String(row.status),
      version: Number(row.version),
    }));
  };
  const spans = async () => (await stops()).map(({ start, end }) => [start, end]);
  const historyOf = async (idStop: number) =>
    (
      await database()
        .db.selectFrom('equipment_stop_history')
        .select(['action', 'id_usuario'])
        .where('id_stop', '=', idStop)
        .orderBy('id_stop_history')
        .execute()
    ).map((row) => [String(row.action), row.id_usuario === null ? null : Number(row.id_usuario)]);
  const detectAt = (seconds: number) => runStopDetection(database(), { now: at(seconds) });

  beforeAll(async () => {
    tagId = Number((await suite.api.post(tags, { code: 'DET-STATE', active: true }, admin())).body.data.id_tag);
    const frame = await suite.api.post(
      frames,
      {
        code: 'DET-1',
        description: 'Detection test',
        insertion: 'automatic',
        id_tag_state: tagId,
        min_duration_sec: 120,
        min_interval_sec: 60,
        execution_interval_min: 1,
      },
      admin(),
    );
    expect(frame.status).toBe(200);
    frameId = Number(frame.body.data.id_frame);
    await write(0, 600, false);
    await write(600, 900, true); // a 300 s stop
    await write(900, 1200, false);
    // Micro-stops of 30 s, 30 s apart (less than the 60 s interval): one 150 s stop.
    for (const start of [1200, 1260, 1320]) {
      await write(start, start + 30, true);
      await write(start + 30, start + 60, false);
    }
    await write(1350, 1800, false);
    await write(1800, 1830, true); // a lone 30 s micro-stop: not recorded
    await write(1830, 2400, false);
    await write(2400, 2700, true); // still stopped at the last reading: open
  });

  it('detects the stops of the readings, micro-stops merged or left out, the last one open', async () => {
    await detectAt(2700);
    expect(await spans()).toEqual([
      [600, 900],
      [1200, 1350],
      [2400, null],
    ]);
    const [first, , open] = await stops();
    expect(first!.status).toBe('finished');
    expect(open!.status).toBe('open');
    expect(await historyOf(first!.id_stop)).toEqual([['detected', null]]);
  });

  it('changes nothing when run again over the same readings (idempotent)', async () => {
    const before = await stops();
    const summary = await detectAt(2700 + 120);
    expect(summary.failed).toBe(0);
    expect(await stops()).toEqual(before);
    for (const stop of before) expect(await historyOf(stop.id_stop)).toHaveLength(1);
  });

  it('keeps an open stop open while it lasts, then closes it when the equipment runs again', async () => {
    const open = (await stops()).at(-1)!;
    await write(2700, 3000, true);
    await detectAt(3000 + 120);
    expect((await stops()).at(-1)).toEqual(open);
    await write(3000, 3600, false);
    await detectAt(3600 + 240);
    const closed = (await stops()).at(-1)!;
    expect(closed).toMatchObject({ id_stop: open.id_stop, start: 2400, end: 3000, status: 'finished', version: open.version + 1 });
    expect(await historyOf(closed.id_stop)).toEqual([
      ['detected', null],
      ['detected', null],
    ]);
  });

  it('skips a frame whose execution interval has not passed yet', async () => {
    await write(3600, 3700, true);
    await detectAt(3600 + 250);
    expect(await spans()).toHaveLength(3);
    await write(3700, 3800, false);
  });

  it('remakes a period: untouched stops follow the corrected readings, stops people worked on stay', async () => {
    const [first, second] = await stops();
    // Someone commented the first stop; then both stops' readings are corrected to running.
    await database()
      .db.updateTable('equipment_stop')
      .set({ comment: 'Jam at the capper', version: first!.version + 1 })
      .where('id_stop', '=', first!.id_stop)
      .execute();
    await write(600, 900, false);
    await write(1200, 1350, false);
    const remade = await suite.api.post(remake, { id_frame: frameId, from: iso(0), to: iso(3600) }, admin());
    expect(remade.status).toBe(200);
    expect(remade.body.data).toEqual({ removed: 1, added: 0, updated: 0 });
    expect(await spans()).toEqual([
      [600, 900],
      [2400, 3000],
    ]);
    expect((await stops())[0]!.id_stop).toBe(first!.id_stop);
    expect((await stops()).some((stop) => stop.id_stop === second!.id_stop)).toBe(false);

    await write(1200, 1350, true);
    const again = await suite.api.post(remake, { id_frame: frameId, from: iso(0), to: iso(3600) }, admin());
    expect(again.body.data).toEqual({ removed: 0, added: 1, updated: 0 });
    const restored = (await stops()).find((stop) => stop.start === 1200)!;
    expect(restored.end).toBe(1350);
    expect(await historyOf(restored.id_stop)).toEqual([['remade', null]]);
    const unchanged = await suite.api.post(remake, { id_frame: frameId, from: iso(0), to: iso(3600) }, admin());
    expect(unchanged.body.data).toEqual({ removed: 0, added: 0, updated: 0 });
  });

  it('writes a stop once when two remakes of the same period run at once', async () => {
    await write(300, 500, true);
    const body = { id_frame: frameId, from: iso(0), to: iso(3600) };
    const answers = await Promise.all([suite.api.post(remake, body, admin()), suite.api.post(remake, body, admin())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.data.added, 0)).toBe(1);
    expect((await spans()).filter(([start]) => start === 300)).toEqual([[300, 500]]);
  });

  it('refuses a period without readings, a manual frame, a frame of another unit and bad input', async () => {
    const empty = await suite.api.post(remake, { id_frame: frameId, from: iso(-7200), to: iso(-3600) }, admin());
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('equipmentStops.errors.noDataSelected');

    const manual = await suite.api.post(frames, { code: 'DET-MAN', description: 'Manual frame' }, admin());
    const refused = await suite.api.post(remake, { id_frame: manual.body.data.id_frame, from: iso(0), to: iso(3600) }, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('equipmentStops.errors.remake');

    const elsewhere = await suite.api.post(remake, { id_frame: frameId, from: iso(0), to: iso(3600) }, admin(suite.demo.south));
    expect(elsewhere.status).toBe(404);

    const bad = await suite.api.post(remake, { id_frame: 'x', from: 'yesterday', to: iso(0) }, admin());
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id_frame: { key: 'validation.integer' }, from: { key: 'series.errors.dateTime' } });
    const backwards = await suite.api.post(remake, { id_frame: frameId, from: iso(3600), to: iso(0) }, admin());
    expect(backwards.body.error.fields).toEqual({ to: { key: 'series.errors.range' } });
    const missing = await suite.api.post(remake, {}, admin());
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['from', 'id_frame', 'to']);
  });

  it('lets only users who may update the stopping point remake', async () => {
    const outsider = await regularUser(suite.api, suite.demo, `detout${dialect}`, ['settings.event-manager.frames']);
    const body = { id_frame: frameId, from: iso(0), to: iso(3600) };
    expect((await suite.api.post(remake, body, outsider.at)).status).toBe(403);
    expect((await suite.api.post(remake, body, { token: suite.demo.operator, headers: admin().headers })).status).toBe(403);
    const recorder = await regularUser(suite.api, suite.demo, `detrec${dialect}`, ['equipment-management.stopping-point']);
    expect((await suite.api.post(remake, body, recorder.at)).status).toBe(200);
  });

  it('registers the job every minute with the job service', async () => {
    const jobs = await suite.api.get('SYS/queries/jobs', admin());
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.find((job: { name: string }) => job.name === 'equipment-stops-detection')).toMatchObject({ name: 'equipment-stops-detection' });
  });

  it('seeds the demo filler with a month of stops, most older ones explained, a few approved', async () => {
    const demoFrame = await suite.api.get(frames, { ...admin(), query: { filter: { code: 'FIL-101' } } });
    expect(demoFrame.body.data).toHaveLength(1);
    const idFrame = Number(demoFrame.body.data[0].id_frame);
    const rows = await database().db.selectFrom('equipment_stop').select(['id_motive', 'consistency', 'start_ms']).where('id_frame', '=', idFrame).execute();
    expect(rows.length).toBeGreaterThan(60);
    const older = rows.filter((row) => Number(row.start_ms) < Date.now() - 3 * DAY);
    const explained = older.filter((row) => row.id_motive !== null).length / older.length;
    expect(explained).toBeGreaterThan(0.55);
    expect(explained).toBeLessThan(0.85);
    expect(rows.filter((row) => row.consistency === 'approved').length).toBeGreaterThan(0);
    // Running the job over the seeded readings again changes none of them.
    const before = await stops(idFrame);
    await runStopDetection(database(), { now: Date.now() + DAY });
    expect(await stops(idFrame)).toEqual(before);
  });
});
