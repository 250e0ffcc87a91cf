import { describe, expect, it } from 'vitest';
import { bucketOfNormalized } from '../../src/domain/consolidation/index.js';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { tagSeriesContexts } from '../../src/server/modules/series/tag-period.js';
import { atUnit, paths } from './helpers/demo.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';
import { dialects } from './helpers/test-server.js';

const JOBS = 'SYS/queries/jobs';
const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 5);
/** 40 days of hourly values: spans months and weeks, so every level has buckets. */
const SAMPLES = 40 * 24;

interface JobView {
  name: string;
  cron: string | null;
  next_run_at: string | null;
  last_run: { status: string; progress_done: number | null; progress_total: number | null; data: unknown; finished_at: string | null } | null;
  recent_runs: { status: string; data: unknown }[];
  recent_failures: unknown[];
}

describe.each(dialects)('the job service and the background rollup rebuild (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  /** Long enough for a wrongly queued rebuild to have started: pg-boss workers poll every 2 s. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, dialect === 'postgres' ? 2_500 : 300));

  async function rebuildJob(): Promise<JobView> {
    const answer = await suite.api.get(JOBS, admin());
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.data as JobView[]).find((job) => job.name === 'rollup-rebuild')!;
  }

  /** Waits until the rebuild queued for `data` has run to the end. */
  async function rebuilt(data: Record<string, number>): Promise<JobView> {
    const end = Date.now() + 20_000;
    for (;;) {
      const job = await rebuildJob();
      const run = job.recent_runs.find((candidate) => JSON.stringify(candidate.data) === JSON.stringify(data));
      if (run?.status === 'ok') return job;
      if (Date.now() > end) throw new Error(`no finished rebuild for ${JSON.stringify(data)}: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function levelsOf(id: number): Promise<Map<string, number[]>> {
    const rows = await suite.server.app.database.db
      .selectFrom('tag_rollup')
      .select(['level', 'bucket_start'])
      .where('id_tag', '=', id)
      .orderBy('bucket_start')
      .execute();
    const levels = new Map<string, number[]>();
    for (const row of rows) levels.set(String(row.level), [...(levels.get(String(row.level)) ?? []), Number(row.bucket_start)]);
    return levels;
  }

  async function tagWithValues(code: string): Promise<number> {
    const id = await createTag(suite, { code });
    const { db, dialect: sqlDialect } = suite.server.app.database;
    await storeValues(
      db,
      sqlDialect,
      Array.from({ length: SAMPLES }, (_, index) => ({ id_tag: id, ts: START + index * HOUR, value: index % 24 })),
    );
    return id;
  }

  it('shows administrators every registered job, and no one else', async () => {
    const job = await rebuildJob();
    expect(job).toMatchObject({ name: 'rollup-rebuild', next_run_at: null, recent_failures: [] });
    const all = (await suite.api.get(JOBS, admin())).body.data as JobView[];
    const cleanup = all.find((candidate) => candidate.name === 'job-runs-cleanup')!;
    expect(cleanup).toMatchObject({ cron: '17 3 * * *', last_run: null });
    expect(cleanup.next_run_at).toMatch(/T03:17:00\.000Z$/);
    expect(Date.parse(cleanup.next_run_at!) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await suite.api.get(JOBS, { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
    expect((await suite.api.get(JOBS, { headers: atUnit(suite.demo.north) })).status).toBe(401);
  });

  it('rebuilds a tag in the background when a consolidation flag changes, with its progress', async () => {
    const id = await tagWithValues('RB_FLAGS');
    expect([...(await levelsOf(id)).keys()].sort()).toEqual(['D', 'H', 'M', 'S', 'T']);
    const update = await suite.api.put(`MES/entities/MESTAG/${id}`, { consolidate_month: false, consolidate_shift: false }, admin());
    expect(update.status, update.text).toBe(200);
    const job = await rebuilt({ tagId: id });
    const run = job.recent_runs.find((candidate) => JSON.stringify(candidate.data) === JSON.stringify({ tagId: id })) as JobView['last_run'];
    expect(run).toMatchObject({ status: 'ok', progress_done: SAMPLES, progress_total: SAMPLES });
    const levels = await levelsOf(id);
    expect([...levels.keys()].sort()).toEqual(['D', 'H', 'S']);
    expect(levels.get('H')).toHaveLength(SAMPLES);
  });

  it('queues nothing when a tag changes without touching its flags', async () => {
    const before = (await rebuildJob()).recent_runs.length;
    const id = await tagWithValues('RB_OTHER');
    expect((await suite.api.put(`MES/entities/MESTAG/${id}`, { description: 'renamed' }, admin())).status).toBe(200);
    await settle();
    expect((await rebuildJob()).recent_runs.length).toBe(before);
  });

  it("rebuilds the plant's tags when its unit's period changes: day buckets move to the new day start", async () => {
    const id = await tagWithValues('RB_PERIOD');
    const { db } = suite.server.app.database;
    const tag = await db.selectFrom('tags').select('plt_codigo').where('id_tag', '=', id).executeTakeFirstOrThrow();
    const firstUnit = await db
      .selectFrom('elemento')
      .select((eb) => eb.fn.min('id_elemento').as('id'))
      .where('plt_codigo', '=', tag.plt_codigo)
      .executeTakeFirstOrThrow();
    const unit = Number(firstUnit.id);
    const period = (await suite.api.get(paths.periods, { token: suite.demo.admin, headers: atUnit(unit) })).body.data[0];
    const daysBefore = (await levelsOf(id)).get('D')!;
    const newStart = period.per_d_ini === '06:00' ? '07:00' : '06:00';
    const update = await suite.api.put(`${paths.periods}/${period.id_periodo}`, { per_d_ini: newStart }, { token: suite.demo.admin, headers: atUnit(unit) });
    expect(update.status, update.text).toBe(200);
    await rebuilt({ plantId: Number(tag.plt_codigo) });
    const daysAfter = (await levelsOf(id)).get('D')!;
    expect(daysAfter).not.toEqual(daysBefore);
    // A second unit of the plant has its own period, which places no buckets: changing it queues nothing.
    const second = await suite.api.post(paths.units, { plt_codigo: tag.plt_codigo, ele_descri: 'RB second unit' }, admin());
    expect(second.status, second.text).toBe(200);
    const secondUnit = { token: suite.demo.admin, headers: atUnit(Number(second.body.data.id_elemento)) };
    const runs = (await rebuildJob()).recent_runs.length;
    const existing = (await suite.api.get(paths.periods, secondUnit)).body.data[0];
    const changed = existing
      ? await suite.api.put(`${paths.periods}/${existing.id_periodo}`, { per_d_ini: '05:00' }, secondUnit)
      : await suite.api.post(paths.periods, { timezone: 'UTC', per_d_ini: '05:00' }, secondUnit);
    expect(changed.status, changed.text).toBe(200);
    await settle();
    expect((await rebuildJob()).recent_runs.length).toBe(runs);
    const { period: now } = (await tagSeriesContexts(db, [id])).get(id)!;
    const expected = new Set(Array.from({ length: SAMPLES }, (_, index) => bucketOfNormalized('D', START + index * HOUR, now)!.start));
    expect(daysAfter).toEqual([...expected].sort((a, b) => a - b));
  });
});
