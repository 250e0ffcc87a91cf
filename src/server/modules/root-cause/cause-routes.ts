import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function causeRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
