import type { FastifyInstance } from 'fastify';

/** The module's scheduled jobs: stop detection and the integration of approved stops (README.md). */
export function registerStopJobs(_app: FastifyInstance): void {}
