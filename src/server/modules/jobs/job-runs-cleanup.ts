import type { Db } from '../../db/create-database.js';
import type { JobRunner } from './job-service.js';
import { JOB_RUN_TABLE } from './job-runs-table.js';

export const JOB_RUNS_CLEANUP_JOB = 'job-runs-cleanup';

/** Finished runs are kept this long: enough to read back a fortnight's failures, bounded for a job every second. */
export const keepRunsDays = 14;

/** Deletes finished runs older than `keepRunsDays`; a run still marked running is left to its retry. */
export async function deleteOldRuns(db: Db, now = Date.now()): Promise<number> {
  const before = new Date(now - keepRunsDays * 86_400_000).toISOString();
  const result = await db.deleteFrom(JOB_RUN_TABLE).where('started_at', '<', before).where('status', '!=', 'running').executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function registerJobRunsCleanup(jobs: JobRunner, db: Db): void {
  jobs.register({
    name: JOB_RUNS_CLEANUP_JOB,
    cron: '17 3 * * *',
    retry: { limit: 2, delaySeconds: 300 },
    timeoutSeconds: 600,
    async handler({ log }) {
      const deleted = await deleteOldRuns(db);
      if (deleted) log.info(`deleted ${deleted} job runs older than ${keepRunsDays} days`);
    },
  });
}
