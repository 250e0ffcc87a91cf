import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/create-database.js';
import { inProcessRunner } from './in-process-runner.js';
import type { JobRunner } from './job-service.js';
import { recentRuns } from './job-runs-repository.js';
import { migrateJobs } from './migrate-jobs.js';
import { nextTick } from './schedule.js';

const errors: string[] = [];
const log = {
  child: () => log,
  error: (_: unknown, message: string) => void errors.push(message),
  debug() {},
  info() {},
  warn() {},
  trace() {},
  fatal() {},
  level: 'info',
  silent() {},
} as unknown as FastifyBaseLogger;

const open: Array<{ database: Database; runner: JobRunner }> = [];
async function setup(): Promise<{ database: Database; runner: JobRunner }> {
  const database = createDatabase('sqlite::memory:');
  await migrateJobs(database.db, 'sqlite');
  const made = { database, runner: inProcessRunner(database.db, log) };
  open.push(made);
  return made;
}
afterEach(async () => {
  for (const { runner, database } of open.splice(0)) {
    await runner.stop();
    await database.close();
  }
  errors.length = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}
const at = (iso: string) => Date.parse(iso);

describe('nextTick', () => {
  it.each([
    ['every 10 s, mid-interval', { intervalSeconds: 10 }, '2026-03-01T10:00:03.500Z', '2026-03-01T10:00:10.000Z'],
    ['every 10 s, on a tick: the next one', { intervalSeconds: 10 }, '2026-03-01T10:00:10.000Z', '2026-03-01T10:00:20.000Z'],
    ['cron every 5 minutes', { cron: '*/5 * * * *' }, '2026-03-01T10:07:00.000Z', '2026-03-01T10:10:00.000Z'],
    ['cron daily at 03:00 UTC', { cron: '0 3 * * *' }, '2026-03-01T10:07:00.000Z', '2026-03-02T03:00:00.000Z'],
    ['cron with seconds', { cron: '*/15 * * * * *' }, '2026-03-01T10:07:01.000Z', '2026-03-01T10:07:15.000Z'],
  ])('%s', (_name, schedule, after, want) => {
    expect(new Date(nextTick(schedule, at(after))!).toISOString()).toBe(want);
  });

  it('has no tick for a job that only runs when queued', () => {
    expect(nextTick({}, Date.now())).toBeNull();
  });
});

describe('in-process runner', () => {
  it('retries a failing attempt after its delay and records each attempt', async () => {
    const { database, runner } = await setup();
    let calls = 0;
    runner.register({
      name: 'flaky',
      retry: { limit: 2, delaySeconds: 0.2 },
      async handler() {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    await runner.start();
    const queuedAt = Date.now();
    await runner.enqueue('flaky', { n: 1 });
    await until(async () => (await recentRuns(database.db, 'flaky', 5)).some((run) => run.status === 'ok'));
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(400);
    const runs = (await recentRuns(database.db, 'flaky', 5)).reverse();
    expect(runs.map((run) => [run.attempt, run.status, run.error_message])).toEqual([
      [1, 'retrying', 'boom 1'],
      [2, 'retrying', 'boom 2'],
      [3, 'ok', null],
    ]);
    expect(new Set(runs.map((run) => run.queue_id)).size).toBe(1);
    expect(errors).toHaveLength(2);
  });

  it('marks the last attempt failed when no retry is left, and logs it', async () => {
    const { database, runner } = await setup();
    runner.register({
      name: 'doomed',
      retry: { limit: 1, delaySeconds: 0 },
      handler: async () => {
        throw new Error('always');
      },
    });
    await runner.start();
    await runner.enqueue('doomed');
    await until(async () => (await recentRuns(database.db, 'doomed', 5)).some((run) => run.status === 'failed'));
    const runs = (await recentRuns(database.db, 'doomed', 5)).reverse();
    expect(runs.map((run) => run.status)).toEqual(['retrying', 'failed']);
    expect(errors.at(-1)).toContain('no retry left');
  });

  it('fails an attempt that passes its timeout and aborts its signal', async () => {
    const { database, runner } = await setup();
    let aborted = false;
    runner.register({
      name: 'slow',
      timeoutSeconds: 0.2,
      retry: { limit: 0, delaySeconds: 0 },
      handler: ({ signal }) =>
        new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          }),
        ),
    });
    await runner.start();
    await runner.enqueue('slow');
    await until(async () => (await recentRuns(database.db, 'slow', 1))[0]?.status === 'failed');
    expect((await recentRuns(database.db, 'slow', 1))[0]!.error_message).toBe('timed out after 0.2 s');
    expect(aborted).toBe(true);
  });

  it('never overlaps runs of one job: queued runs wait, and a tick that finds it running is skipped', async () => {
    const { database, runner } = await setup();
    let running = 0;
    let most = 0;
    runner.register({
      name: 'ticking',
      intervalSeconds: 1,
      async handler() {
        running += 1;
        most = Math.max(most, running);
        await sleep(1_600);
        running -= 1;
      },
    });
    await runner.start();
    await runner.enqueue('ticking');
    await runner.enqueue('ticking');
    await sleep(3_600);
    expect(most).toBe(1);
    const runs = await recentRuns(database.db, 'ticking', 10);
    // 3.6 s of 1.6 s runs: the two queued ones back to back and at most one tick; never the three ticks.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(3);
  });

  it('runs an interval job on its ticks, with the tick in its data', async () => {
    const { database, runner } = await setup();
    const ticks: string[] = [];
    runner.register<{ tick?: string }>({ name: 'every-second', intervalSeconds: 1, handler: async ({ data }) => void ticks.push(data.tick!) });
    await runner.start();
    await until(async () => ticks.length >= 2, 4_000);
    expect(Date.parse(ticks[1]!) - Date.parse(ticks[0]!)).toBe(1_000);
    expect(Date.parse(ticks[0]!) % 1_000).toBe(0);
    expect((await recentRuns(database.db, 'every-second', 1))[0]!.status).toBe('ok');
  });

  it('refuses an unknown job, a second registration and a bad schedule', async () => {
    const { runner } = await setup();
    runner.register({ name: 'one', handler: async () => {} });
    expect(() => runner.register({ name: 'one', handler: async () => {} })).toThrow(/twice/);
    expect(() => runner.register({ name: 'bad-cron', cron: 'every day', handler: async () => {} })).toThrow(/cron/);
    expect(() => runner.register({ name: 'Bad Name', handler: async () => {} })).toThrow(/name/);
    await expect(runner.enqueue('missing')).rejects.toThrow(/no job/);
  });
});

describe('job runs cleanup', () => {
  it('deletes finished runs older than two weeks and keeps the rest', async () => {
    const { database } = await setup();
    const { deleteOldRuns } = await import('./job-runs-cleanup.js');
    const now = Date.parse('2026-03-20T00:00:00.000Z');
    const row = (started_at: string, status: string) => ({ job_name: 'x', queue_id: started_at, attempt: 1, status, started_at });
    await database.db
      .insertInto('job_run')
      .values([
        row('2026-03-01T00:00:00.000Z', 'ok'),
        row('2026-03-02T00:00:00.000Z', 'failed'),
        row('2026-03-02T00:00:00.000Z', 'running'),
        row('2026-03-10T00:00:00.000Z', 'ok'),
      ])
      .execute();
    expect(await deleteOldRuns(database.db, now)).toBe(2);
    const left = await database.db.selectFrom('job_run').select(['started_at', 'status']).orderBy('started_at').execute();
    expect(left).toEqual([
      { started_at: '2026-03-02T00:00:00.000Z', status: 'running' },
      { started_at: '2026-03-10T00:00:00.000Z', status: 'ok' },
    ]);
  });
});
