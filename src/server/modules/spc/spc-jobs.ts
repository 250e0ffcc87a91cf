import type { FastifyInstance } from 'fastify';

/** The module's scheduled job: the evaluation of the cards' new points (README.md, Violations). */
export function registerSpcJobs(app: FastifyInstance): void {
  void app;
}
