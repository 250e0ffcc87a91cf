import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function violationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
