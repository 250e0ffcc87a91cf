import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from '../../plugins/shared-plugin.js';
import './fastify-jobs.js';
import { inProcessRunner } from './in-process-runner.js';
import { jobRoutes } from './job-routes.js';
import { registerJobRunsCleanup } from './job-runs-cleanup.js';
import type { JobRunner } from './job-service.js';
import { jobsSettings } from './jobs-settings.js';
import { pgBossRunner } from './pg-boss-runner.js';
import { registerRollupRebuildJob } from './rollup-rebuild-job.js';
import { registerTestJobs } from './test-jobs.js';

function runnerOf(app: FastifyInstance): JobRunner {
  const settings = jobsSettings();
  const { database } = app;
  if (database.dialect === 'sqlite') return inProcessRunner(database.db, app.log);
  return pgBossRunner(database.db, app.log, {
    connectionString: app.config.databaseUrl,
    schema: settings.pgBossSchema,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
  });
}

/**
 * The job service (`app.jobs`), registered right after the database: modules register their jobs while
 * the app is built; the runner starts when the app is ready and stops before it closes (before the
 * database does), so an app that is closed leaves no timer or pg-boss worker behind.
 */
export const jobsPlugin = sharedPlugin('jobs', async (app) => {
  const jobs = runnerOf(app);
  app.decorate('jobs', jobs);
  registerRollupRebuildJob(jobs, app.database);
  registerJobRunsCleanup(jobs, app.database.db);
  if (jobsSettings().testTickJob) registerTestJobs(jobs, app.database.db);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
});

/** The jobs view's route, among the signed-in routes under `/{product}/`. */
export async function jobsRoutesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(jobRoutes);
}
