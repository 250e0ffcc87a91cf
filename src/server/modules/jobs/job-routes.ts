import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../core/api-error.js';
import { jobOverview } from './job-overview.js';
import { jobRouteSchemas } from './schemas/index.js';

export const JOBS_API = jobRouteSchemas.jobList.url;

/** Administrators signed in as themselves: an API token never reads the jobs. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  const access = request.access!;
  if (access.apiToken || !access.isAdmin) throw forbidden();
}

/** `GET SYS/queries/jobs`: every registered job with its last and next run, progress and recent failures. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  app.get(JOBS_API, { schema: jobRouteSchemas.jobList.schema, preHandler: administratorsOnly }, async () => ({
    data: await jobOverview(app.database.db, app.jobs.definitions()),
  }));
}
