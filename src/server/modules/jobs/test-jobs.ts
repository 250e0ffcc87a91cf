import type { Db } from '../../db/create-database.js';
import type { JobRunner } from './job-service.js';

/**
 * Rows of the test-only jobs: one per tick, and one per attempt of the slow job, with the process that ran
 * it. The test creates both tables before it starts the processes (two processes creating one table at
 * once can collide on PostgreSQL).
 */
export const TEST_TICK_TABLE = 'test_job_tick';
export const TEST_SLOW_TABLE = 'test_job_slow';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Only with TEST_TICK_JOB=1 (tests/api/jobs-two-processes.test.ts): `test-tick` writes a row per
 * one-second tick; `test-slow` (queued by the test) hangs on its first attempt so the test can kill the
 * process running it, and finishes at once on a retry.
 */
export function registerTestJobs(jobs: JobRunner, db: Db): void {
  jobs.register<{ tick?: string }>({
    name: 'test-tick',
    intervalSeconds: 1,
    retry: { limit: 0, delaySeconds: 1 },
    timeoutSeconds: 5,
    async handler({ data }) {
      await db
        .insertInto(TEST_TICK_TABLE)
        .values({ tick: data.tick ?? 'none', pid: process.pid })
        .execute();
    },
  });
  jobs.register({
    name: 'test-slow',
    retry: { limit: 2, delaySeconds: 1 },
    timeoutSeconds: 3,
    async handler({ attempt, signal, queueId }) {
      const first = attempt === 1;
      await db
        .insertInto(TEST_SLOW_TABLE)
        .values({ queue_id: queueId, attempt, pid: process.pid, finished: first ? 0 : 1 })
        .execute();
      if (first) await sleep(60_000, signal);
    },
  });
}
