import type { JobRunner } from './job-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job service (modules/jobs): register jobs before the app is ready, enqueue any time after. */
    jobs: JobRunner;
  }
}
