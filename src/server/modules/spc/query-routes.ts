import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function queryRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
