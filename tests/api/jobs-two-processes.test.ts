import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SLOW_TABLE, TEST_TICK_TABLE } from '../../src/server/modules/jobs/test-jobs.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function healthy(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/plataforma/miscellaneous/signals/healthcheck`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`server on ${port} did not start`);
    await sleep(200);
  }
}

/** A real API process (`src/server/main.ts`) on the shared database, with the test-only jobs. */
function startProcess(databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      DIST_DIR: join(tmpdir(), 'plant-api-no-dist'),
      TEST_TICK_JOB: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOBS_POLLING_SECONDS: '0.5',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Issue 11 section 6: two API processes on one PostgreSQL database share the job service. A job every
 * second runs once per tick, and a job whose process is killed mid-run is retried by the other process.
 */
describe('jobs across two API processes (postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`create table ${TEST_TICK_TABLE} (tick text not null, pid integer not null)`);
    await client.query(`create table ${TEST_SLOW_TABLE} (queue_id text not null, attempt integer not null, pid integer not null, finished integer not null)`);
    const ports = [await freePort(), await freePort()];
    children.push(...ports.map((port) => startProcess(database.url, port)));
    // Starting takes a few seconds (tsx compiles the server); more on a machine busy with other tests.
    await Promise.all(ports.map((port) => healthy(port, 50_000)));
  }, 60_000);

  afterAll(async () => {
    // Nothing to finish gracefully here: the database is dropped next.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(
      children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    await client?.end();
    await database?.drop();
  }, 20_000);

  it('runs a one-second job once per tick for ten seconds', async () => {
    const from = Math.ceil(Date.now() / 1000) * 1000;
    await sleep(10_000);
    const to = Math.floor(Date.now() / 1000) * 1000;
    // The last tick's job is picked up within a polling interval.
    await sleep(1_500);
    const { rows } = await client.query<{ tick: string; pid: number }>(`select tick, pid from ${TEST_TICK_TABLE}`);
    const ticks = rows.map((row) => Date.parse(row.tick)).filter((tick) => tick >= from && tick <= to);
    const perTick = new Map<number, number>();
    for (const tick of ticks) perTick.set(tick, (perTick.get(tick) ?? 0) + 1);
    expect(
      [...perTick.values()].filter((count) => count > 1),
      'ticks run more than once',
    ).toEqual([]);
    // Every tick of the window ran (a tick sent by either process).
    expect(perTick.size).toBe((to - from) / 1000 + 1);
    expect(perTick.size).toBeGreaterThanOrEqual(9);
  }, 20_000);

  it('retries in the other process a job whose process was killed mid-run', async () => {
    const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    const queueId = await boss.send('test-slow', {}, { retryLimit: 2, retryDelay: 1, expireInSeconds: 3 });
    await boss.stop({ graceful: false, wait: true });
    expect(queueId).toEqual(expect.any(String));

    const attempts = async () =>
      (
        await client.query<{ attempt: number; pid: number; finished: number }>(
          `select attempt, pid, finished from ${TEST_SLOW_TABLE} where queue_id = $1 order by attempt`,
          [queueId],
        )
      ).rows;
    const waitFor = async (check: (rows: Awaited<ReturnType<typeof attempts>>) => boolean, ms: number) => {
      const end = Date.now() + ms;
      for (;;) {
        const rows = await attempts();
        if (check(rows)) return rows;
        if (Date.now() > end) throw new Error(`attempts so far: ${JSON.stringify(rows)}`);
        await sleep(100);
      }
    };
    const [first] = await waitFor((rows) => rows.length >= 1, 5_000);
    expect(first).toMatchObject({ attempt: 1, finished: 0 });
    process.kill(first!.pid, 'SIGKILL');

    const rows = await waitFor((all) => all.some((row) => row.finished === 1), 15_000);
    const retry = rows.find((row) => row.finished === 1)!;
    expect(retry.attempt).toBe(2);
    expect(retry.pid).not.toBe(first!.pid);

    // The handler's row comes just before its run is recorded as finished.
    const runs = async () =>
      (
        await client.query<{ attempt: number; status: string; error_message: string | null }>(
          'select attempt, status, error_message from job_run where queue_id = $1 order by attempt',
          [queueId],
        )
      ).rows;
    const end = Date.now() + 5_000;
    while ((await runs()).at(-1)?.status === 'running' && Date.now() < end) await sleep(100);
    expect(await runs()).toEqual([
      { attempt: 1, status: 'retrying', error_message: 'jobs.errors.interrupted' },
      { attempt: 2, status: 'ok', error_message: null },
    ]);
  }, 25_000);
});
