/** How the job service runs; from the environment, documented in the module's README. */
export interface JobsSettings {
  /** JOBS_MAINTENANCE_SECONDS: how often pg-boss fails attempts past their timeout (a dead process's) so they retry. */
  maintenanceIntervalSeconds: number;
  /** JOBS_POLLING_SECONDS: how often each process asks pg-boss for queued work. */
  pollingIntervalSeconds: number;
  /** JOBS_PGBOSS_SCHEMA: pg-boss's schema in the database. */
  pgBossSchema: string;
  /** TEST_TICK_JOB=1: the test-only job that writes a row per one-second tick (tests/api/jobs-two-processes.test.ts). */
  testTickJob: boolean;
}

function seconds(value: string | undefined, fallback: number, minimum: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed >= minimum ? parsed : fallback;
}

export function jobsSettings(env: NodeJS.ProcessEnv = process.env): JobsSettings {
  return {
    maintenanceIntervalSeconds: Math.round(seconds(env.JOBS_MAINTENANCE_SECONDS, 30, 1)),
    pollingIntervalSeconds: seconds(env.JOBS_POLLING_SECONDS, 2, 0.5),
    pgBossSchema: /^[a-z_][a-z0-9_]{0,50}$/.test(env.JOBS_PGBOSS_SCHEMA ?? '') ? env.JOBS_PGBOSS_SCHEMA! : 'pgboss',
    testTickJob: env.TEST_TICK_JOB === '1',
  };
}
