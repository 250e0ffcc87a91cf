import type { FastifyInstance } from 'fastify';
import { registerStopDetectionJob } from './stop-detection-job.js';
import { registerStopIntegrationJob } from './stop-integration-job.js';

/** The module's scheduled jobs: stop detection and the integration of approved stops (README.md). */
export function registerStopJobs(app: FastifyInstance): void {
  registerStopDetectionJob(app);
  registerStopIntegrationJob(app);
}
