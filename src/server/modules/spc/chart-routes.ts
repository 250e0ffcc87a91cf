import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
